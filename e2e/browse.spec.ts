// Issue 2, browsing: a shopper moves from the home page to products by category, concern and
// search, at phone and desktop width; every page fits a 375 px phone and leaves no console error
// or CSP violation behind.
import { categories, expectEveryImageShown, expectNoSidewaysScroll, products } from './support/store.ts';
import { expect, test } from './support/test.ts';

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
];

for (const { name, viewport } of WIDTHS) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('home → category tab → product → reload → search → another product', async ({ page, request }) => {
      const [, category] = await categories(request);
      expect(category, 'the demo catalogue has at least two categories').toBeDefined();
      const [inCategory] = await products(request, { category_id: category!.c_id });
      expect(inCategory, `category ${category!.c_name} has products`).toBeDefined();

      await page.goto('/');
      const shopByCategory = page.getByRole('region', { name: 'SHOP BY CATEGORY' });
      const tab = shopByCategory.getByRole('tab', { name: category!.c_name.toUpperCase(), exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectNoSidewaysScroll(page);

      await shopByCategory.getByRole('link', { name: inCategory!.p_productname, exact: true }).click();
      const productHeading = page.getByRole('heading', { level: 1, name: inCategory!.p_productname });
      await expect(productHeading).toBeVisible();
      // Cards open the product's canonical page, which a reload opens again.
      await expect(page).toHaveURL(new RegExp(`/products/${inCategory!.p_slug}$`));

      await page.reload();
      await expect(productHeading).toBeVisible();
      await expectNoSidewaysScroll(page);

      const found = await products(request, { search: 'serum' });
      const other = found.find((product) => product.p_id !== inCategory!.p_id);
      expect(other, 'a search for "serum" finds another product').toBeDefined();
      await page.getByRole('combobox', { name: 'Search products' }).fill('serum');
      const results = page.getByRole('listbox', { name: 'Search results' });
      await results.getByRole('option').filter({ hasText: other!.p_productname }).click();
      await expect(page.getByRole('heading', { level: 1, name: other!.p_productname })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('home, listings, blog and the not-found page fit, with every image shown', async ({
    page,
    request,
    pageProblems,
  }) => {
    // The not-found page answers 404, which the browser logs as a failed resource.
    pageProblems.allow(/Failed to load resource: the server responded with a status of 404/);
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'SHOP BY CATEGORY' }).getByRole('article').first(),
    ).toBeVisible();
    await expectEveryImageShown(page);
    await expectNoSidewaysScroll(page);

    const [category] = await categories(request);
    await page
      .getByRole('region', { name: 'SHOP BY CATEGORY' })
      .getByRole('link', { name: 'View all' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: category!.c_name })).toBeVisible();
    await expectEveryImageShown(page);
    await expectNoSidewaysScroll(page);

    for (const path of ['/my-blog', '/no-such-shelf']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectEveryImageShown(page);
      await expectNoSidewaysScroll(page);
    }
  });
});

test('a concern tile opens the products for that concern', async ({ page, request }) => {
  const concerns = (await (await request.post('/prime/concerncatogry/list', { data: {} })).json()).data as {
    cc_id: number;
    cc_name: string;
  }[];
  const concern = concerns[0]!;
  const [first] = await products(request, { concern_id: concern.cc_id });
  expect(first, `concern ${concern.cc_name} has products`).toBeDefined();

  await page.goto('/');
  await page
    .getByRole('region', { name: 'SHOP BY CONCERNS' })
    .getByRole('link', { name: concern.cc_name })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: concern.cc_name })).toBeVisible();
  await expect(page.getByRole('link', { name: first!.p_productname, exact: true })).toBeVisible();
});

test('sold-out and upcoming products offer NOTIFY ME instead of ADD TO CART; upcoming ones say Coming soon', async ({
  page,
  request,
}) => {
  const all = await products(request);
  const soldOut = all.find((product) => product.p_stocks === 0 && product.p_upcoming === 0);
  const upcoming = all.find((product) => product.p_stocks === 0 && product.p_upcoming === 1);
  expect(soldOut, 'the demo catalogue has a sold-out product').toBeDefined();
  expect(upcoming, 'the demo catalogue has an upcoming product with no stock yet').toBeDefined();

  for (const product of [soldOut!, upcoming!]) {
    await page.goto(`/product-details?p_id=${product.p_id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.p_productname })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'NOTIFY ME' })).toBeEnabled();
    await expect(main.getByRole('button', { name: 'ADD TO CART' })).toHaveCount(0);
  }
  await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();

  await page.goto('/');
  const discover = page.getByRole('region', { name: 'DISCOVER PRIME' });
  await discover.getByRole('tab', { name: 'UPCOMING' }).click();
  const card = discover.getByRole('article', { name: upcoming!.p_productname });
  await expect(card.getByText('Coming soon', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'NOTIFY ME' })).toBeEnabled();
});

test('an unknown path shows a not-found page with a way home', async ({ page, pageProblems }) => {
  // Its status is 404, which the browser logs as a failed resource.
  pageProblems.allow(/Failed to load resource: the server responded with a status of 404/);
  const response = await page.goto('/no-such-shelf');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'SHOP BY CATEGORY' })).toBeVisible();
});

test('a returning shopper loads the app shell fresh and its scripts from the browser cache', async ({
  page,
}) => {
  const scripts: { url: string; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
    }
  });
  const shell = await page.goto('/');
  expect(shell!.headers()['cache-control']).toBe('no-cache');
  expect(shell!.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'SHOP BY CATEGORY' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.cacheControl, script.url).toContain('immutable');
});

test('the product page counts delivery in days, "1 day" for one, and says why a pincode is refused', async ({
  page,
  request,
  pageProblems,
}) => {
  const [product] = await products(request);
  await page.goto(`/product-details?p_id=${product!.p_id}`);
  const pincode = page.getByRole('main').getByLabel('Pincode');

  await pincode.fill('400001');
  await expect(page.getByText('Delivery in 1 day', { exact: true })).toBeVisible();
  await pincode.fill('795001');
  await expect(page.getByText(/^Delivery in \d+ days$/)).toBeVisible();

  // The server refuses this pincode with 400, which the browser logs as a failed resource.
  pageProblems.allow(/Failed to load resource: the server responded with a status of 400/);
  await pincode.fill('000000');
  await expect(page.getByText('Please enter a valid 6-digit pincode.')).toBeVisible();
  await expect(page.getByText(/4–5 days/)).toHaveCount(0);
});

test.describe('on a 375 px phone, the footer About', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens the brand story from a product page', async ({ page, request }) => {
    const [product] = await products(request);
    await page.goto(`/product-details?p_id=${product!.p_id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.p_productname })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/#about$/);
    const story = page.locator('#about');
    await expect(story).toBeInViewport();
    // Still there once everything above it has loaded and taken its height.
    await page.waitForLoadState('networkidle');
    await expect(story.getByRole('heading', { level: 2 })).toBeInViewport();
  });
});

test.describe('on a 375 px phone, the keyboard', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('never leaves the focused control under the sticky header', async ({ page }) => {
    await page.goto('/');
    const focusedOutOfSight = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        const header = document.querySelector('header');
        if (!focused || !header || header.contains(focused) || focused === document.body) return null;
        // The skip link shows over the header on purpose (above it, at the top of the page).
        if (Number(getComputedStyle(focused).zIndex) > Number(getComputedStyle(header).zIndex)) return null;
        const top = focused.getBoundingClientRect().top;
        const headerBottom = header.getBoundingClientRect().bottom;
        return top < headerBottom - 1 ? `${focused.outerHTML.slice(0, 80)} at ${top} px` : null;
      });
    const hidden: string[] = [];
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      const found = await focusedOutOfSight();
      if (found) hidden.push(`Tab ${step + 1}: ${found}`);
    }
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Shift+Tab');
      const found = await focusedOutOfSight();
      if (found) hidden.push(`Shift+Tab ${step + 1}: ${found}`);
    }
    expect(hidden).toEqual([]);
  });
});
