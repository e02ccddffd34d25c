// Issue 16, what a shopper meets on a 390 px phone: what is typed before a server-rendered page is
// live takes effect once it is; a card and the product page offer the pack they add; My Orders can
// be cancelled with every button in sight; the sticky header is opaque; a review photo opens large.
import type { APIRequestContext, Page } from '@playwright/test';
import { products, quotedAmount, uniqueEmail, type CatalogueProduct } from './support/store.ts';
import { expect, test } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A page of its own (the journey's page waits until live) whose app script is held back, as on a slow
 * phone: the server's page is on screen but not live until `release` is called.
 */
async function slowStart(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const early = await page.context().newPage();
  await early.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { early, release };
}

test('a pincode, a quantity, a search and a footer message typed before the page is live take effect once it is', async ({
  page,
  request,
}) => {
  const product = (await products(request)).find(
    (p) => p.p_upcoming !== 1 && (p.product_price[0]?.pp_stocks ?? 0) >= 3,
  )!;
  const { early, release } = await slowStart(page);
  await early.goto(`/products/${product.p_slug}`, { waitUntil: 'domcontentloaded' });
  const main = early.getByRole('main');
  await main.getByLabel('Pincode').fill('400001');
  await main.getByLabel('Quantity').fill('2');
  await main.getByRole('button', { name: 'ADD TO CART' }).click();
  await early.getByRole('combobox', { name: 'Search products' }).fill('serum');
  // The footer's message form goes live after the page, as a part of its own.
  const footer = early.getByRole('contentinfo');
  await footer.getByLabel('Name').fill('Meera Pillai');
  await footer.getByLabel('Email').fill('meera@example.in');
  await footer.getByLabel('Message').fill('Is the serum safe in pregnancy?');
  await expect(early.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  release();
  // First: the toast shows for two seconds, which the pincode's and the search's answers can outlast.
  await expect(early.getByText('Added to Cart!').first()).toBeVisible();
  await expect(main.getByText('Delivery in 1 day', { exact: true })).toBeVisible();
  await expect(
    early.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
  await expect(main.getByLabel('Pincode')).toHaveValue('400001');
  await footer.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(early.getByText('Message sent successfully!').first()).toBeVisible();
  await early.getByRole('button', { name: 'Cart', exact: true }).click();
  const cart = early.getByRole('dialog', { name: /^Your Cart/ });
  await expect(cart.getByRole('group', { name: `Quantity of ${product.p_productname}` })).toHaveText(
    /^−\s*2\s*\+$/,
  );
  await early.close();
});

async function post<T>(request: APIRequestContext, path: string, data: object, token?: string) {
  const answer = await request.post(`/prime/${path}`, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(answer.ok(), `POST /prime/${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

interface PricedProduct extends CatalogueProduct {
  p_unit: 'g' | 'ml';
  product_price: { pp_packet_size: number; pp_stocks: number; pp_prize: number; pp_discount_prize: number }[];
}

/** A shopper logged in on `page` who has ordered one unit of `product` with cash on delivery. */
async function loggedInBuyer(page: Page, product: PricedProduct) {
  const email = uniqueEmail('ishita');
  const password = 'Neem@2026';
  const mobile = '9845012345';
  await post(page.request, 'register', {
    name: 'Ishita Das',
    email,
    password,
    mobile,
    register_method: 'userRegister',
  });
  const { user } = await post<{ user: { user_token: string; u_id: number } }>(page.request, 'login', {
    email,
    password,
    role: 'user',
  });
  const pack = product.product_price.find((p) => p.pp_stocks > 0)!;
  const lines = [{ product_id: product.p_id, quantity: 1, packet_size: pack.pp_packet_size }];
  await post(
    page.request,
    'add/order',
    {
      amount: await quotedAmount(page.request, lines),
      payment_method: 'cod',
      user_name: 'Ishita Das',
      user_email: email,
      user_mobile_no: mobile,
      user_address: '4 Park Street',
      user_state: 'West Bengal',
      user_city: 'Kolkata',
      user_zipcode: '700016',
      product_details: lines,
    },
    user.user_token,
  );
  await page.addInitScript(
    ({ token, id, address }) => {
      localStorage.setItem('user_token', token);
      localStorage.setItem('u_id', id);
      localStorage.setItem('user_name', 'Ishita Das');
      localStorage.setItem('user_email', address);
      localStorage.setItem('user_phone', '9845012345');
      localStorage.setItem('user_role', 'user');
    },
    { token: user.user_token, id: String(user.u_id), address: email },
  );
}

test('My Orders: the cancel form of an order shows both its buttons whole on a phone', async ({
  page,
  request,
}) => {
  // The height a 390 px phone leaves the page with its browser's bars and the keyboard up.
  await page.setViewportSize({ width: 390, height: 560 });
  const { list } = await post<{ list: PricedProduct[] }>(request, 'product/list', {});
  // At ₹499 or more, so no delivery charge is added to the amount.
  const product = list.find(
    (p) => p.p_upcoming !== 1 && p.p_stocks >= 10 && (p.product_price[0]?.pp_discount_prize ?? 0) >= 499,
  )!;
  await loggedInBuyer(page, product);
  await page.goto('/MainLayout/orders');
  await page.getByRole('button', { name: `Track order: ${product.p_productname}` }).click();
  const tracking = page.getByRole('dialog', { name: /^Track order #\d+$/ });
  await tracking.getByRole('button', { name: 'Cancel order' }).click();
  await expect(tracking.getByLabel('Reason')).toBeFocused();
  for (const name of ['Keep order', 'Confirm cancellation']) {
    await expect(tracking.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  await page.screenshot({ path: test.info().outputPath('cancel-form-390.png') });
});

test('the sticky header hides the page scrolling under it', async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();
  // Opaque: no page text shows through behind the logo.
  expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
});

test('a review photo opens large: most of a phone’s width, and far more than a thumbnail on a desktop', async ({
  page,
  request,
}) => {
  const { list } = await post<{ list: PricedProduct[] }>(request, 'product/list', {});
  let withPhotos: PricedProduct | undefined;
  for (const product of list) {
    const reviews = await post<{ list: { reviewimages: unknown[] }[] }>(request, 'list/review', {
      p_id: product.p_id,
    });
    if (reviews.list.some((review) => review.reviewimages.length > 0)) {
      withPhotos = product;
      break;
    }
  }
  expect(withPhotos, 'the demo reviews carry photos').toBeDefined();
  for (const [width, height, least] of [
    [390, 844, 300],
    [1366, 900, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/products/${withPhotos!.p_slug}`);
    await page
      .getByRole('button', { name: /^Open photo 1 of \d+ from / })
      .first()
      .click();
    const photo = page.getByRole('dialog', { name: /^Photo 1 of / }).getByRole('img');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    // The photo as drawn: the smaller of its box's sides (a contained photo fills one of them).
    const drawn = await photo.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
      return { width: img.naturalWidth * scale, height: img.naturalHeight * scale };
    });
    expect(Math.max(drawn.width, drawn.height), `at ${width} px`).toBeGreaterThanOrEqual(least);
    await page.keyboard.press('Escape');
  }
});

interface EditableProduct extends PricedProduct {
  p_category: number;
  product_price: (PricedProduct['product_price'][number] & { pp_id: number })[];
  [field: string]: unknown;
}

/** The admin/product/save body that keeps the product as it is, with `stockOf(pack)` in each pack. */
const savedAs = (
  product: EditableProduct,
  stockOf: (pack: { pp_id: number; pp_stocks: number }) => number,
) => ({
  ...Object.fromEntries(
    [
      'p_id',
      'p_productname',
      'p_category',
      'p_concern_category',
      'p_description',
      'p_how_it_works',
      'p_how_to_use',
      'p_suitable_for',
      'p_material_content',
      'p_upcoming',
      'p_status',
    ].map((field) => [field, product[field]]),
  ),
  ingredients: (product.ingredients as { pin_description: string; pin_image: string }[]).map(
    ({ pin_description, pin_image }) => ({ pin_description, ...(pin_image ? { pin_image } : {}) }),
  ),
  product_price: product.product_price.map((pack) => ({
    pp_id: pack.pp_id,
    pp_packet_size: pack.pp_packet_size,
    pp_prize: pack.pp_prize,
    pp_discount_prize: pack.pp_discount_prize,
    pp_stocks: stockOf(pack),
  })),
});

test('with its first pack sold out, a card and the product page offer and add the next pack, as the server drew them', async ({
  page,
  request,
}) => {
  const { user: admin } = await post<{ user: { user_token: string } }>(request, 'login', {
    email: process.env.E2E_ADMIN_EMAIL,
    password: process.env.E2E_ADMIN_PASSWORD,
    role: 'user',
  });
  const { list } = await post<{ list: PricedProduct[] }>(request, 'product/list', {});
  // A product of two packs in stock from the middle of the catalogue: the other journeys buy from
  // its ends.
  const twoPacks = list.filter(
    (p) =>
      p.p_upcoming !== 1 &&
      p.product_price.length >= 2 &&
      p.product_price.every((pack) => pack.pp_stocks > 0),
  );
  const listed = twoPacks[Math.floor(twoPacks.length / 2)]!;
  const { data: product } = await post<{ data: EditableProduct }>(
    request,
    'admin/product/detail',
    { p_id: listed.p_id },
    admin.user_token,
  );
  const [first, second] = product.product_price;
  const price = `₹${second!.pp_discount_prize.toLocaleString('en-IN')}`;
  const size = `${second!.pp_packet_size} ${listed.p_unit === 'ml' ? 'ml' : 'gm'}`;
  await post(
    request,
    'admin/product/save',
    savedAs(product, (pack) => (pack.pp_id === first!.pp_id ? 0 : pack.pp_stocks)),
    admin.user_token,
  );
  try {
    // The server's page already offers the second pack, so the first frame and the live page agree.
    const html = await (await request.get(`/products/${listed.p_slug}`)).text();
    expect(html).toMatch(new RegExp(`<input[^>]*checked[^>]*/?><span>${size}</span>`));

    await page.goto(`/products/${listed.p_slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('radio', { name: size })).toBeChecked();
    await expect(main.getByText('In stock', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
    await expect(main).toContainText(`Price ${price}`);

    await page.goto(`/category/${product.p_category}`);
    const card = page.getByRole('article', { name: listed.p_productname });
    await expect(card).toContainText(price);
    await expect(card).toContainText(size);
    await card.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(card.getByRole('button', { name: 'GO TO CART' })).toBeVisible();
    const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? '[]'));
    expect(lines).toEqual([
      expect.objectContaining({
        productid: String(listed.p_id),
        packet_size: String(second!.pp_packet_size),
      }),
    ]);
  } finally {
    await post(
      request,
      'admin/product/save',
      savedAs(product, (pack) => pack.pp_stocks),
      admin.user_token,
    );
  }
});
