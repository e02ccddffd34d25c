// Pages rendered on the server (docs/decisions/0013-server-rendered-pages.md), at phone and desktop
// width: each arrives with its content, the app takes it over without asking the store for the same
// data again, without moving what is on screen and without a hydration warning, also for a returning
// shopper whose cart, favourites and session live in the browser.
import type { Page, Request } from '@playwright/test';
import { categories, products, type CatalogueProduct } from './support/store.ts';
import { expect, test } from './support/test.ts';

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
];

/** Calls to the store's API, from the moment the page is asked for. */
function watchApi(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/prime/')) calls.push(request);
  });
  return calls;
}

/** Warnings React leaves when the browser's first frame differs from the server's HTML. */
function watchHydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|server rendered/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

/**
 * Layout shifts since the page started, as Lighthouse adds them up (without recent input): the
 * observer's buffered entries, those it was handed and those still queued for it once the browser
 * has nothing left to do.
 */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as Shift[]) if (!entry.hadRecentInput) total += entry.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestIdleCallback(() => {
          add(observer.takeRecords());
          observer.disconnect();
          resolve(total);
        });
      }),
  );
}

/** True once React has taken over the server's HTML (the search box answers typing). */
async function expectHydrated(page: Page) {
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('serum');
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await search.fill('');
}

let product: CatalogueProduct;
let categoryId: number;
let concernId: number;

test.beforeAll(async ({ request }) => {
  const list = await products(request);
  // A product with a concern, so that its concern's listing is one of the pages (listings come most
  // popular first, and not every product names a concern).
  product = list.find(
    (candidate) => candidate.p_stocks > 0 && candidate.p_upcoming === 0 && candidate.p_concern_category,
  )!;
  categoryId = (await categories(request))[0]!.c_id;
  concernId = product.p_concern_category;
});

for (const { name, viewport } of WIDTHS) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('each public page arrives whole and is taken over without a second fetch, shift or warning', async ({
      page,
    }) => {
      const pages = [
        { url: '/', heading: 'PRIME dermacosmetic skincare' },
        { url: `/category/${categoryId}`, heading: undefined },
        { url: `/concern/${concernId}`, heading: undefined },
        { url: `/products/${product.p_slug}`, heading: product.p_productname },
        { url: `/product-details?p_id=${product.p_id}`, heading: product.p_productname },
        { url: '/my-blog', heading: 'INSIGHTS' },
      ];
      const warnings = watchHydrationWarnings(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      for (const { url, heading } of pages) {
        const calls = watchApi(page);
        scripts.length = 0;
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        expect(response?.status(), url).toBe(200);
        // The HTML itself held the page: its heading was there before any script ran.
        const html = await response!.text();
        expect(html, url).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
        expect(
          calls.map((call) => `${call.method()} ${new URL(call.url()).pathname} ${call.postData() ?? ''}`),
          `${url}: the page's data came with it`,
        ).toEqual([]);
        expect(await layoutShift(page), `${url}: layout shift while the app took over`).toBeLessThan(0.05);
        // Browsing carries no form validation library: zod's chunk (web/vite.config.ts) is for the
        // screens that check forms with it (docs/decisions/0005-declarative-router-and-js-budget.md).
        expect(scripts.length, `${url}: its scripts were fetched`).toBeGreaterThan(0);
        expect(
          scripts.filter((script) => /\/validation-[^/]*\.js$/.test(script)),
          `${url}: no zod`,
        ).toEqual([]);
        await expectHydrated(page);
      }
      expect(warnings).toEqual([]);
    });

    test("a returning guest's cart and favourites counts appear once the page is taken over", async ({
      page,
      request,
    }) => {
      const warnings = watchHydrationWarnings(page);
      const [first, second] = await products(request);
      await page.addInitScript(
        ([cartKey, favouritesKey, ids]) => {
          localStorage.setItem(cartKey, JSON.stringify([{ productid: String(ids[0]), quantity: '2' }]));
          localStorage.setItem(favouritesKey, JSON.stringify([String(ids[0]), String(ids[1])]));
        },
        ['guest_cart', 'user_favorites', [first!.p_id, second!.p_id]] as const,
      );
      await page.goto(`/products/${product.p_slug}`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('button', { name: 'Cart', exact: true })).toContainText('1');
      await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toContainText('2');
      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(page.getByRole('button', { name: 'Cart', exact: true })).toContainText('1');
      expect(warnings).toEqual([]);
    });

    test('an unknown product or path answers 404 with the not-found page', async ({ page, pageProblems }) => {
      // The browser's own console line for the 404 status asked for here.
      pageProblems.allow(/Failed to load resource: the server responded with a status of 404/);
      for (const [url, title] of [
        ['/products/no-such-serum', 'Product not found'],
        ['/no/such/page', 'Page not found'],
      ]) {
        const response = await page.goto(url!);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await page.getByRole('link', { name: 'Back to home' }).click();
        await expect(page).toHaveURL(/\/$/);
      }
    });
  });
}
