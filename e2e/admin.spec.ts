// The admin console at /admin: the admin logs in, creates a product with two pack sizes and a photo,
// finds it in the shop, a customer orders it with cash on delivery, the admin ships it, the customer
// sees Shipped in the tracking of ORDER HISTORY, and the audit log holds each step. Then every console
// page at phone width, a customer at /admin, who sees the not-found page, and a shopper's pages, which
// download none of the console.
import fs from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';
import { solidPng } from './support/png.ts';
import {
  expectNoSidewaysScroll,
  guestOrder,
  placeGuestOrder,
  products,
  productsInIdOrder,
  uniqueEmail,
  type OrderedLine,
} from './support/store.ts';
import { expect, test, waitingUntilLive } from './support/test.ts';

const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
}

/** A guest at /admin is sent to log in, and comes back to the console once the admin is in. */
async function openConsoleAsAdmin(page: Page) {
  expect(admin.email, 'E2E_ADMIN_EMAIL is set by scripts/e2e.mjs').not.toBe('');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * A registered customer, logged in in a browser context of their own (watched for console errors and
 * CSP violations like the journey's own).
 */
async function customerPage(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const problems = await watchPageProblems(context);
  const register = await context.request.post('/prime/register', {
    data: { name: 'Kavya Iyer', email, password, mobile: '9845012345', register_method: 'userRegister' },
  });
  expect(register.ok(), 'the customer registers').toBe(true);
  const page = waitingUntilLive(await context.newPage());
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return { page, problems };
}

test('the admin creates a product a customer orders, ships it, and the audit log shows each step', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openConsoleAsAdmin(page);

  // A new product with two pack sizes.
  const name = `Saffron Night Cream ${Date.now().toString(36)}`;
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Add a product' }).click();
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Category').selectOption({ index: 1 });
  // What the label declares (Legal Metrology): required for a product on sale.
  await page.getByLabel('Generic name').fill('Night cream');
  await page
    .getByLabel('Manufacturer')
    .fill('Vardhan Cosmeceuticals Pvt. Ltd., Plot B-14, MIDC Ranjangaon, Pune, Maharashtra 412220');
  await page.getByLabel('Shelf life in months').fill('24');
  const first = page.getByRole('group', { name: 'Pack size 1' });
  await first.getByLabel('Size in grams').fill('50');
  await first.getByLabel('MRP').fill('899');
  await first.getByLabel('Selling price').fill('749');
  await first.getByLabel('Units in stock').fill('30');
  await page.getByRole('button', { name: 'Add a pack size' }).click();
  const second = page.getByRole('group', { name: 'Pack size 2' });
  await second.getByLabel('Size in grams').fill('100');
  await second.getByLabel('MRP').fill('1499');
  await second.getByLabel('Selling price').fill('1299');
  await second.getByLabel('Units in stock').fill('12');
  await page.getByRole('button', { name: 'Add an ingredient' }).click();
  await page.getByLabel('Ingredient 1', { exact: true }).fill('Saffron extract');
  await page
    .getByLabel('Description', { exact: true })
    .fill('A rich night cream with saffron for an even tone.');
  // Its photo, chosen with the rest: the product goes on show once the photo is in.
  await page.getByLabel('Add photos').setInputFiles({
    name: 'saffron-cream.png',
    mimeType: 'image/png',
    buffer: solidPng(64, [196, 112, 79]),
  });
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const productId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo 1 of ${name}` })).toBeVisible();
  await expect(page.getByLabel('Shown in the shop')).toBeChecked();
  const slugLink = page.getByRole('link', { name: /^\/products\// });
  const productPath = (await slugLink.textContent())!;

  // It shows in the shop at once, with both pack sizes and its photo.
  const customerEmail = uniqueEmail('kavya.admin');
  const password = 'Kesar@2026';
  const { page: customer, problems } = await customerPage(browser, baseURL!, customerEmail, password);
  await customer.goto(productPath);
  await expect(customer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(customer.getByText('50 gm').first()).toBeVisible();
  await expect(customer.getByText('100 gm').first()).toBeVisible();
  await expect(customer.getByText('₹749').first()).toBeVisible();
  await expect(
    customer.locator('img[src*="uploads/products"], img[srcset*="uploads/products"]').first(),
  ).toBeVisible();

  // The customer orders it, cash on delivery, through the cart and checkout.
  await customer.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(customer.getByRole('status').filter({ hasText: 'Added to Cart!' }).last()).toBeVisible();
  await customer.getByRole('button', { name: 'Cart', exact: true }).click();
  const cart = customer.getByRole('dialog', { name: /^Your Cart/ });
  await expect(cart.getByRole('link', { name })).toBeVisible();
  await cart.getByRole('button', { name: 'CHECKOUT NOW' }).click();
  const checkout = customer.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByLabel('Full Name').fill('Kavya Iyer');
  await checkout.getByLabel('House No.').fill('4, Lake View');
  await checkout.getByLabel('Area / Street').fill('Indiranagar 100 Feet Road');
  await checkout.getByLabel('City').fill('Bengaluru');
  await checkout.getByLabel('State').selectOption('Karnataka');
  await checkout.getByLabel('Pincode').fill('560038');
  await checkout.getByLabel('Phone').fill('9845012345');
  await expect(checkout.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await checkout.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(customer).toHaveURL(/\/thank-you\?order_id=\d+$/);
  const orderId = new URL(customer.url()).searchParams.get('order_id')!;

  // The admin finds the order by its id and moves it to Shipped.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search orders').fill(orderId);
  await page.getByRole('button', { name: 'Show orders' }).click();
  await page.getByRole('link', { name: `Order #${orderId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const item = page.getByRole('listitem', { name: 'Item 1' });
  await expect(item).toContainText(name);
  await expect(item).toContainText('Status: Order confirmed');
  await item.getByLabel(/^Move item 1/).selectOption('Shipped');
  await item.getByRole('button', { name: 'Update status' }).click();
  // It skips Packing: the console names the move and asks first.
  const ask = page.getByRole('dialog', { name: /^Move item 1 \(.+\) to Shipped\?$/ });
  await expect(ask).toContainText('It skips Packing.');
  await ask.getByRole('button', { name: 'Move to Shipped' }).click();
  await expect(item).toContainText('Status: Shipped');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(`by ${admin.email}`);

  // The customer sees Shipped in the tracking of ORDER HISTORY.
  await customer.goto('/MainLayout/orders');
  const card = customer.getByRole('article', { name });
  await expect(card).toContainText(`Order #${orderId}`);
  await card.getByRole('button', { name: `Track order: ${name}` }).click();
  const tracking = customer.getByRole('dialog', { name: `Track order #${orderId}` });
  await expect(tracking.getByRole('listitem').filter({ hasText: 'Shipped' })).toContainText('Completed');
  await expect(tracking.getByRole('listitem').filter({ hasText: 'Out for Delivery' })).toContainText('Next');
  expect(problems.found, 'console errors and CSP violations on the customer’s pages').toEqual([]);
  await customer.context().close();

  // The audit log holds the product's save and photo, and the shipping of the order's item.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('One object').fill(`product:${productId}`);
  await page.getByRole('button', { name: 'Show entries' }).click();
  const entries = page.getByRole('region', { name: 'Audit entries' });
  // Created hidden, then shown once its photo was in: the oldest save is the creation.
  const saved = entries.getByRole('listitem', { name: `Product saved, ${name}` }).last();
  await expect(saved).toContainText(admin.email);
  await expect(saved.getByText('Created')).toBeVisible();
  await expect(entries.getByRole('listitem', { name: `Product photo added, ${name}` })).toBeVisible();

  await page.getByLabel('One object').fill('');
  await page.getByLabel('Kind of object').selectOption('order_line');
  await page.getByRole('button', { name: 'Show entries' }).click();
  const shipped = entries
    .getByRole('listitem', { name: /^Status changed to Shipped, .+ of order #\d+$/ })
    .first();
  await expect(shipped.getByRole('link')).toHaveAttribute('href', `/admin/orders/${orderId}`);
  await shipped.getByText(/field changed/).click();
  const statusRow = shipped.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'status' }) });
  await expect(statusRow).toContainText('Order confirmed');
  await expect(statusRow).toContainText('Shipped');
});

test('the product editor asks before a menu link, Back or closing the tab loses unsaved changes', async ({
  page,
  request,
}) => {
  const product = (await products(request))[0]!;
  await openConsoleAsAdmin(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
  await page.getByLabel('Name or page address').fill(product.p_productname);
  await page.getByRole('button', { name: 'Show products' }).click();
  await page.getByRole('link', { name: product.p_productname, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.p_productname })).toBeVisible();
  const editor = page.url();
  await page.getByLabel('Suitable for', { exact: true }).fill('Typed, not saved');

  const asked = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
  await expect(asked).toBeVisible();
  await asked.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(editor);

  await page.evaluate(() => history.back());
  await expect(asked).toBeVisible();
  await expect(page).toHaveURL(editor);
  await asked.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Suitable for', { exact: true })).toHaveValue('Typed, not saved');

  // Leaving on purpose goes where Back pointed.
  await page.evaluate(() => history.back());
  await asked.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: product.p_productname, exact: true }).click();
  await page.getByLabel('Suitable for', { exact: true }).fill('Typed again');

  // Closing the tab (or reloading) gets the browser's own question.
  const question = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the dashboard, the menu, the orders and an order fit a 375 px screen', async ({ page, request }) => {
    const orderId = await guestOrder(request, uniqueEmail('anil.phone'));
    await openConsoleAsAdmin(page);
    await expect(page.getByRole('img', { name: /Revenue per day/ })).toBeVisible();
    // The store vacuumed and analysed the freshly seeded database on its first pass (decision 0041).
    await expect(page.getByRole('region', { name: 'Health' })).toContainText(/Last run \d\d \w{3} \d{4}/);
    await expectNoSidewaysScroll(page);

    // The menu folds away behind its button.
    const menu = page.getByRole('navigation', { name: 'Console' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('link', { name: `Order #${orderId}` })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByLabel('Search orders').fill(orderId);
    await page.getByRole('button', { name: 'Show orders' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]search=${orderId}$`));
    await page.getByRole('link', { name: `Order #${orderId}` }).click();
    await expect(page.getByRole('listitem', { name: 'Item 1' })).toContainText('Status: Order confirmed');
    await expect(page.getByRole('region', { name: 'Customer and address' })).toContainText('Anil Kumar');
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

/** A guest's order of one unit each of the first `count` products in stock, placed through the API. */
async function guestOrderOf(request: APIRequestContext, count: number, method: 'cod' | 'online') {
  const details: OrderedLine[] = [];
  for (const product of (await productsInIdOrder(request)).filter(
    (p) => p.p_upcoming === 0 && p.p_stocks >= 10,
  )) {
    if (details.length === count) break;
    const answer = await request.post('/prime/product/list', { data: { p_id: product.p_id } });
    const [detail] = (
      (await answer.json()) as {
        list: { product_price: { pp_packet_size: number; pp_discount_prize: number; pp_stocks: number }[] }[];
      }
    ).list;
    const pack = detail!.product_price.find((size) => size.pp_stocks >= 2)!;
    details.push({ product_id: product.p_id, quantity: 1, packet_size: pack.pp_packet_size });
  }
  return placeGuestOrder(request, details, {
    email: uniqueEmail('anil.layout'),
    method,
    idempotencyKey: `layout-${method}-${Date.now()}`,
  });
}

/** No part of `box` lies outside it sideways: nothing cut off, nothing to scroll to. */
async function expectFitsSideways(box: Locator) {
  const { scroll, client } = await box.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(scroll, 'content as wide as its box').toBeLessThanOrEqual(client);
}

test('at 1366 px the order page shows its gateway payments whole, and a message under one box leaves its neighbour alone', async ({
  page,
  request,
}) => {
  const orderId = await guestOrderOf(request, 2, 'online');
  await openConsoleAsAdmin(page);
  await page.goto(`/admin/orders/${orderId}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  const payments = payment.getByRole('list', { name: 'Gateway payments' });
  await expect(payments).toContainText('sandbox');
  await expectFitsSideways(payment);
  const region = (await payment.boundingBox())!;
  const amount = (await payments.getByRole('definition').last().boundingBox())!;
  expect(amount.x + amount.width, 'the amount ends inside the Payment panel').toBeLessThanOrEqual(
    region.x + region.width,
  );

  await page.goto('/admin/products/new');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByLabel('Category')).toHaveAccessibleDescription(/Please choose a category/);
  const category = (await page.getByLabel('Category').boundingBox())!;
  const concern = (await page.getByLabel('Concern').boundingBox())!;
  expect(concern.height, 'the Concern box keeps its height beside a message').toBe(category.height);
  expect(concern.y).toBe(category.y);
});

test.describe('the console’s lists and toasts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('orders show as cards, the coupons table shows that it scrolls, and toasts leave the next Update status free', async ({
    page,
    request,
  }) => {
    const orderId = await guestOrderOf(request, 3, 'cod');
    await openConsoleAsAdmin(page);
    await page.goto('/admin/orders');
    const found = page.getByRole('region', { name: 'Orders found' });
    await expect(found.getByRole('link', { name: `Order #${orderId}` })).toBeVisible();
    await expectFitsSideways(found.locator('table').locator('..'));
    // Each card shows the order's last column, the payment, on screen.
    // By its link: a row's text runs its cells together ("Order #1" + "26 Nov" holds "Order #12").
    const row = found
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Order #${orderId}`, exact: true }) });
    const paymentCell = (await row.getByText('Cash on delivery').boundingBox())!;
    expect(paymentCell.x + paymentCell.width).toBeLessThanOrEqual(390);

    await page.goto('/admin/coupons');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const wrap = table.locator('..');
    const cue = await wrap.evaluate((element) => ({
      more: element.scrollWidth > element.clientWidth,
      shade: getComputedStyle(element).backgroundImage,
    }));
    expect(cue.more, 'the coupons table is wider than a phone').toBe(true);
    expect(cue.shade, 'a shade marks the edge with more').toContain('radial-gradient');

    // Two moves, two toasts: the third item's button, at the foot of the screen, is still free. The
    // pointer rests on the first toast, which holds it however long the second move takes; the second
    // move goes by keyboard, so the pointer stays.
    await page.goto(`/admin/orders/${orderId}`);
    const packingToasts = page.getByRole('status').filter({ hasText: ': Packing' });
    for (const number of [1, 2]) {
      const item = page.getByRole('listitem', { name: `Item ${number}` });
      await item.getByRole('button', { name: 'Update status' }).focus();
      await page.keyboard.press('Enter');
      await expect(item).toContainText('Status: Packing');
      if (number === 1) await packingToasts.hover();
    }
    await expect(packingToasts).toHaveCount(2);
    const next = page
      .getByRole('listitem', { name: 'Item 3' })
      .getByRole('button', { name: 'Update status' });
    await next.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const free = await next.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(free, 'no toast lies over the next Update status').toBe(true);
  });
});

test.describe('every console page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /** The page shows its heading and nothing sticks out sideways; an open dialog fits the screen too. */
  async function fits(page: Page, heading: string | RegExp) {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }

  async function dialogFits(page: Page, name: string) {
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x, `dialog ${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `dialog ${name} ends on screen`).toBeLessThanOrEqual(375);
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  test('products, categories, content, reviews, customers, messages, coupons and the audit log fit 375 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const contact = await request.post('/prime/add/contact', {
      data: { name: 'Farah Khan', email: uniqueEmail('farah'), message: 'Is the sunscreen safe for kids?' },
    });
    expect(contact.ok(), 'a contact message arrives').toBe(true);
    const product = (await products(request))[0]!;
    await openConsoleAsAdmin(page);

    await page.goto('/admin/products');
    await fits(page, 'Products');
    await page.goto('/admin/products/new');
    await fits(page, 'New product');
    await page.goto(`/admin/products/${product.p_id}`);
    await fits(page, product.p_productname);
    await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/admin/categories');
    await fits(page, 'Categories and concerns');

    for (const [kind, title] of [
      ['banner', 'Banners'],
      ['offer-banner', 'Offer banner'],
      ['standard', 'Our standards'],
      ['speciality', 'Specialities'],
      ['faq', 'FAQ'],
      ['partner', 'Partners'],
      ['contact-card', 'Contact cards'],
      ['blog', 'Blog posts'],
    ]) {
      await page.goto(`/admin/content/${kind}`);
      await fits(page, `Content: ${title}`);
      await expect(page.getByRole('region', { name: title }).getByRole('listitem').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await page.getByRole('button', { name: 'Add a blog post' }).click();
    await dialogFits(page, 'New blog post');

    await page.goto('/admin/reviews');
    await fits(page, 'Reviews');

    await page.goto('/admin/customers');
    await fits(page, 'Customers');
    const customer = page.getByRole('region', { name: 'Customers found' }).getByRole('link').first();
    const customerName = (await customer.textContent())!;
    await customer.click();
    await fits(page, customerName);

    await page.goto('/admin/messages');
    await fits(page, 'Messages');
    await expect(page.getByText('Is the sunscreen safe for kids?')).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/admin/coupons');
    await fits(page, 'Coupons');
    await page.getByRole('button', { name: 'Edit coupon PRIME10' }).click();
    await dialogFits(page, 'Edit coupon PRIME10');
    // Dates read and take India's dd/mm/yyyy in this US-English browser, as no native date box would.
    await page.getByRole('button', { name: 'Edit coupon PRIME10' }).click();
    const ends = page.getByRole('dialog').getByLabel('Ends (India time)');
    await ends.fill('31/12/2026');
    await page.getByRole('dialog').getByLabel('Starts (India time)').fill('01/12/2026 10:30');
    await expect(ends).toHaveValue('31/12/2026');
    await expect(page.getByRole('dialog').getByLabel('Starts (India time)')).toHaveValue('01/12/2026 10:30');

    await page.goto('/admin/audit');
    await fits(page, 'Audit log');
  });
});

test('a shopper’s pages download none of the console', async ({ page, request }) => {
  const consoleFiles = consoleOnlyFiles();
  expect(
    [...consoleFiles].some((file) => /admin-console-layout-.*\.js$/.test(file)),
    'the console’s own chunk is one of them',
  ).toBe(true);
  const fetched = new Set<string>();
  page.on('request', (sent) => fetched.add(new URL(sent.url()).pathname.replace(/^\//, '')));

  const [product] = await products(request);
  for (const path of [
    '/',
    `/category/${product!.p_category}`,
    `/products/${product!.p_slug}`,
    '/my-blog',
    '/login',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(fetched.size, 'the pages loaded their scripts').toBeGreaterThan(3);
  expect([...fetched].filter((file) => consoleFiles.has(file))).toEqual([]);
});

/**
 * The built scripts and styles only the console loads: reached from the console's lazily loaded
 * modules in Vite's build manifest, and from no page a shopper opens.
 */
function consoleOnlyFiles(): Set<string> {
  type Chunk = {
    file: string;
    css?: string[];
    imports?: string[];
    isEntry?: boolean;
    isDynamicEntry?: boolean;
  };
  const manifest = JSON.parse(
    fs.readFileSync(new URL('../web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, Chunk>;
  const reached = (keys: string[]) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) return;
      seen.add(key);
      for (const file of [chunk.file, ...(chunk.css ?? [])]) files.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  };
  const isConsole = (key: string) => key.startsWith('src/features/admin/');
  const loadable = Object.keys(manifest).filter(
    (key) => manifest[key]!.isEntry || manifest[key]!.isDynamicEntry,
  );
  const shopper = reached(loadable.filter((key) => !isConsole(key)));
  return new Set([...reached(loadable.filter(isConsole))].filter((file) => !shopper.has(file)));
}

test('a customer at /admin sees the not-found page', async ({ page, request }) => {
  const email = uniqueEmail('not.admin');
  const password = 'Neem@2026';
  const answer = await request.post('/prime/register', {
    data: { name: 'Rohan Das', email, password, mobile: '9811122233', register_method: 'userRegister' },
  });
  expect(answer.ok()).toBe(true);
  await page.goto('/login?next=%2Fadmin');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});
