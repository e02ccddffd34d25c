// What the journeys know about the store under test: its API (to pick real catalogue names rather
// than hard-code them), its mail outbox, and fresh shopper identities.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface CatalogueProduct {
  p_id: number;
  p_productname: string;
  /** The product's canonical page is /products/<p_slug>. */
  p_slug: string;
  p_category: number;
  p_concern_category: number;
  p_stocks: number;
  p_upcoming: number;
  /** The first pack size's selling price, rupees. */
  p_discount_prize: number;
  /** Its pack sizes, in grams, with the units left of each. */
  product_price: { pp_packet_size: number; pp_stocks: number }[];
  /** The unit of its pack sizes: liquids are sold in ml. */
  p_unit: 'g' | 'ml';
}

/** A pack size as the shop writes it: `50 gm`, or `30 ml` for a liquid. */
export const packLabel = (product: Pick<CatalogueProduct, 'p_unit'>, size: number) =>
  `${size} ${product.p_unit === 'ml' ? 'ml' : 'gm'}`;

async function callApi<T>(request: APIRequestContext, apiPath: string, body: object = {}): Promise<T> {
  const response = await request.post(`/prime/${apiPath}`, { data: body });
  expect(response.ok(), `POST /prime/${apiPath}`).toBe(true);
  return (await response.json()) as T;
}

export async function categories(request: APIRequestContext) {
  return (await callApi<{ list: { c_id: number; c_name: string }[] }>(request, 'category/list')).list;
}

export async function products(request: APIRequestContext, filter: object = {}) {
  return (await callApi<{ list: CatalogueProduct[] }>(request, 'product/list', filter)).list;
}

/**
 * The catalogue in the order its products were made. The listing's own order is by popularity, which
 * the orders of journeys running side by side change: a product picked by its place in this order
 * stays the one picked, so two journeys picking different places never race for the same units.
 */
export async function productsInIdOrder(request: APIRequestContext) {
  return (await products(request)).sort((a, b) => a.p_id - b.p_id);
}

export interface OrderedLine {
  product_id: number;
  quantity: number;
  packet_size: number;
}

/**
 * What `add/order` expects for these lines: the store's quote, the delivery charge below the
 * free-delivery threshold and any cash-on-delivery charge included (the checkout asks the same).
 */
export async function quotedAmount(
  request: APIRequestContext,
  product_details: OrderedLine[],
  payment_method: 'cod' | 'online' = 'cod',
): Promise<number> {
  const quoted = await callApi<{ data: { amount: number } }>(request, 'order/quote', {
    product_details,
    payment_method,
  });
  return quoted.data.amount;
}

/**
 * A guest's cash-on-delivery order of one unit of a pack in stock, placed through the API. The pack
 * is chosen by its own stock: other journeys sell a product's first pack out while its others stay.
 */
export async function guestOrder(request: APIRequestContext, email: string): Promise<string> {
  const [product, pack] = (await products(request))
    .filter((p) => p.p_upcoming === 0)
    .flatMap((p) =>
      p.product_price.filter((each) => each.pp_stocks >= 10).map((each) => [p, each] as const),
    )[0]!;
  const product_details = [{ product_id: product.p_id, quantity: 1, packet_size: pack.pp_packet_size }];
  return placeGuestOrder(request, product_details, { email });
}

/**
 * A guest's order of `product_details` (Anil in Kolkata), at the amount order/quote answers, placed
 * through the API; its number.
 */
export async function placeGuestOrder(
  request: APIRequestContext,
  product_details: OrderedLine[],
  {
    email,
    method = 'cod',
    idempotencyKey,
  }: { email: string; method?: 'cod' | 'online'; idempotencyKey?: string },
): Promise<string> {
  const amount = await quotedAmount(request, product_details, method);
  const answer = await request.post('/prime/add/order', {
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
    data: {
      u_id: '',
      amount,
      payment_method: method,
      user_name: 'Anil Kumar',
      user_email: email,
      user_mobile_no: '9900112233',
      user_address: '7 Park Street',
      user_state: 'West Bengal',
      user_district: 'Kolkata',
      landmark: '',
      user_city: 'Kolkata',
      user_zipcode: '700016',
      product_details,
    },
  });
  // The refusal's words name the cause (stock another journey took, a price it changed).
  expect(answer.ok(), `the guest's ${method} order is placed: ${await answer.text()}`).toBe(true);
  return String(((await answer.json()) as { order_id: number }).order_id);
}

/** A new email per run and per test, so journeys never meet each other's accounts. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.in`;
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys with `npm run test:e2e`');
  return path.join(dataDir, 'outbox');
}

/** The code of the newest one-time-code mail sent to `email`, waiting for it to arrive. */
export async function latestOtp(email: string, sentAfter: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const dir = outboxDir();
        if (!fs.existsSync(dir)) return undefined;
        const mails = fs
          .readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => path.join(dir, name))
          .filter((file) => fs.statSync(file).mtimeMs >= sentAfter)
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
          .map((file) => fs.readFileSync(file, 'utf8'))
          .filter((text) => text.toLowerCase().includes(email.toLowerCase()));
        code = mails[0]?.match(/OTP: (\d{4})/)?.[1];
        return code;
      },
      { message: `an OTP mail to ${email} in the outbox` },
    )
    .toBeTruthy();
  return code!;
}

/** True when the page is no wider than the window: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `page ${page.url()} is ${scrollWidth} px wide in a ${innerWidth} px window`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** Scrolls the whole page, then checks no image was left blank (a lazy image that never loaded). */
export async function expectEveryImageShown(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => !(image.complete && image.naturalWidth > 0))
            .map((image) => image.currentSrc || image.src || '(no source yet)'),
        ),
      { message: `every image on ${page.url()} shown after scrolling` },
    )
    .toEqual([]);
}
