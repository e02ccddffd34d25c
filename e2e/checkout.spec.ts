// Buying, at phone and desktop width: a guest fills a cart, checks delivery to a pincode and pays
// cash on delivery (the confirmation mail lands in the outbox); a guest's online payment that fails
// is paid again (PAY NOW) from /payment-failed through the built-in sandbox gateway, and another is
// switched to cash on delivery from the order's link; a logged-in shopper's failed payment is paid
// again or switched to cash on delivery from /payment-failed. At 390 px
// a guest applies PRIME10, fixes a line asking for more than the stock, and finds checkout as they left
// it. Console errors and CSP violations fail a journey (support/test.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  expectNoSidewaysScroll,
  packLabel,
  products,
  uniqueEmail,
  type CatalogueProduct,
} from './support/store.ts';

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 375, height: 740 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
];

/** Products a guest can buy, one per test so parallel journeys never race for the same units. */
async function buyable(page: Page, count: number, offset: number): Promise<CatalogueProduct[]> {
  const list = (await products(page.request)).filter((p) => p.p_stocks >= 10 && p.p_upcoming !== 1);
  const chosen = list.slice(offset, offset + count);
  expect(chosen, 'enough products in stock in the demo catalogue').toHaveLength(count);
  return chosen;
}

async function addToCart(page: Page, product: CatalogueProduct) {
  await page.goto(`/product-details?p_id=${product.p_id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.p_productname })).toBeVisible();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByText('Added to Cart!').first()).toBeVisible();
}

async function openCart(page: Page) {
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  return page.getByRole('dialog', { name: /^Your Cart/ });
}

async function fillGuestDetails(page: Page, email: string) {
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByLabel('Full Name').fill('Asha Rao');
  await checkout.getByLabel('Email').fill(email);
  await checkout.getByLabel('Phone').fill('9876543210');
  await checkout.getByLabel('Street address').fill('12 MG Road, Fort');
  await checkout.getByLabel('City').fill('Mumbai');
  await checkout.getByLabel('State').selectOption('Maharashtra');
  await checkout.getByLabel('Pincode').fill('400001');
  return checkout;
}

/** The text of the mail about this order sent to `email`, waiting for it to arrive. */
async function orderMail(email: string, orderId: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found = '';
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return '';
        found =
          fs
            .readdirSync(dir)
            .filter((name) => name.endsWith('.eml'))
            .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
            .find((text) => text.toLowerCase().includes(email.toLowerCase()) && text.includes(orderId)) ?? '';
        return found;
      },
      { message: `an order mail to ${email} in the outbox` },
    )
    .not.toBe('');
  return found;
}

/**
 * A registered shopper, logged in in this page, with an online order of one unit of `product` waiting
 * for its payment: answers the order's number and its payment page.
 */
async function waitingOrderOfShopper(page: Page, product: CatalogueProduct) {
  const post = async <T>(path: string, data: object, token?: string) => {
    const answer = await page.request.post(`/prime/${path}`, {
      data,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(answer.ok(), `POST /prime/${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  const email = uniqueEmail('waiting');
  await post('register', {
    name: 'Asha Rao',
    email,
    password: 'Aloe@2026',
    mobile: '9876543210',
    register_method: 'userRegister',
  });
  const { user } = await post<{ user: { user_token: string; u_id: number } }>('login', {
    email,
    password: 'Aloe@2026',
    role: 'user',
  });
  // The listing carries each pack's selling price too.
  const packs = product.product_price as (CatalogueProduct['product_price'][number] & {
    pp_discount_prize: number;
  })[];
  const pack = packs.find((p) => p.pp_stocks > 0)!;
  const lines = [{ product_id: product.p_id, quantity: 1, packet_size: pack.pp_packet_size }];
  // The total the store charges, delivery charge included below the free-delivery threshold.
  const quote = await post<{ data: { amount: number } }>(
    'order/quote',
    { product_details: lines, payment_method: 'online' },
    user.user_token,
  );
  const placed = await post<{ order_id: number; paymentLinkUrl: string }>(
    'add/order',
    {
      u_id: String(user.u_id),
      amount: quote.data.amount,
      payment_method: 'online',
      user_name: 'Asha Rao',
      user_email: email,
      user_mobile_no: '9876543210',
      user_address: '12 MG Road, Fort',
      user_state: 'Maharashtra',
      user_district: '',
      landmark: '',
      user_city: 'Mumbai',
      user_zipcode: '400001',
      product_details: lines,
    },
    user.user_token,
  );
  await page.addInitScript(
    ({ token, id }) => {
      localStorage.setItem('user_token', token);
      localStorage.setItem('u_id', id);
      localStorage.setItem('user_name', 'Asha Rao');
    },
    { token: user.user_token, id: String(user.u_id) },
  );
  return placed;
}

for (const [index, { name, viewport }] of VIEWPORTS.entries()) {
  test.describe(`checkout on a ${name}`, () => {
    test.use({ viewport });

    test('a guest orders two products with cash on delivery', async ({ page }) => {
      const [first, second] = await buyable(page, 2, index * 3);
      await addToCart(page, first!);
      await addToCart(page, second!);

      const cart = await openCart(page);
      await expect(cart).toHaveAccessibleName('Your Cart (2)');
      await expect(cart.getByText('Guest Cart')).toBeVisible();
      await expect(cart.getByRole('link', { name: first!.p_productname })).toBeVisible();
      await expect(cart.getByRole('link', { name: second!.p_productname })).toBeVisible();
      if (name === 'phone') {
        // Measured once it has slid in; a transform mid-slide can leave a fraction of a pixel.
        await expect
          .poll(async () => Math.round((await cart.boundingBox())?.width ?? 0), {
            message: 'the cart fills the phone screen',
          })
          .toBe(375);
      }
      await cart.getByLabel('Pincode').fill('400001');
      await expect(cart.getByText('Delivery in 1 day')).toBeVisible();
      await expectNoSidewaysScroll(page);

      const total = await cart.getByText('Total Amount').locator('..').locator('dd').textContent();
      await cart.getByRole('button', { name: 'CHECKOUT NOW' }).click();
      const email = uniqueEmail(`cod-${name}`);
      const checkout = await fillGuestDetails(page, email);
      await expect(checkout.getByRole('region', { name: 'Order summary' })).toContainText(total!);
      await expect(checkout.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
      await checkout.getByRole('button', { name: 'PLACE ORDER' }).click();

      await expect(page).toHaveURL(/\/thank-you\?order_id=\d+$/);
      await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
      await expect(page.getByText('Your purchase has been confirmed')).toBeVisible();
      const orderId = new URL(page.url()).searchParams.get('order_id')!;
      await expect(page.getByText(`#${orderId}`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cart', exact: true })).not.toContainText(/\d/);
      await expectNoSidewaysScroll(page);

      const mail = await orderMail(email, orderId);
      expect(mail).toContain(first!.p_productname);

      await page.getByRole('link', { name: 'Keep Shopping' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('a pack size and ADD TO CART tapped before the page is live are kept', async ({ page }) => {
      const withTwoPacks = (await products(page.request)).filter(
        (p) => p.p_upcoming !== 1 && p.product_price.filter((pack) => pack.pp_stocks > 0).length >= 2,
      );
      const product = withTwoPacks[index]!;
      const secondPack = product.product_price.filter((pack) => pack.pp_stocks > 0)[1]!;
      // The app's script is held back, as on a slow phone, so the server's page is on screen but not
      // yet live when the shopper taps (a page of its own: the journey's page waits until live).
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const early = await page.context().newPage();
      await early.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await early.goto(`/products/${product.p_slug}`, { waitUntil: 'domcontentloaded' });
      const packs = early.getByRole('radiogroup', { name: 'Pack size' });
      await packs.getByText(packLabel(product, secondPack.pp_packet_size), { exact: true }).click();
      // Tapped twice, as a shopper does when nothing seems to happen: it counts once.
      await early.getByRole('button', { name: 'ADD TO CART' }).click();
      await early.getByRole('button', { name: 'ADD TO CART' }).click();
      await expect(early.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      await expect(packs.getByRole('radio').first()).toBeChecked();
      await expect(early.getByRole('button', { name: 'Cart', exact: true })).not.toContainText(/\d/);

      release();
      await expect(early.getByText('Added to Cart!').first()).toBeVisible();
      await expect(
        packs.getByRole('radio', { name: packLabel(product, secondPack.pp_packet_size) }),
      ).toBeChecked();
      const cart = await openCart(early);
      await expect(cart).toHaveAccessibleName('Your Cart (1)');
      await expect(cart.getByLabel(`Pack size of ${product.p_productname}`)).toHaveValue(
        String(secondPack.pp_packet_size),
      );
      await expect(cart.getByRole('group', { name: `Quantity of ${product.p_productname}` })).toHaveText(
        /^−\s*1\s*\+$/,
      );
      await early.close();
    });

    test('a page left through the header before it was live leaves the next page working', async ({
      page,
    }) => {
      const [product] = await buyable(page, 1, index * 3);
      const early = await page.context().newPage();
      await early.addInitScript((id) => {
        localStorage.setItem('guest_cart', JSON.stringify([{ productid: String(id), quantity: '1' }]));
      }, product!.p_id);
      // The home page's own code never arrives: the header is live (its cart count shows), the page
      // under it stays as the server drew it and never marks itself live.
      await early.route(/\/assets\/home-page-[^/]+\.js$/, () => undefined);
      await early.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(early.getByRole('button', { name: 'Cart', exact: true })).toContainText('1');
      await early.getByRole('link', { name: 'Login', exact: true }).click();

      await expect(early).toHaveURL(/\/login$/);
      await early.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(early.getByRole('button', { name: 'SEND OTP' })).toBeVisible();
      await early.close();
    });

    test('a shopper whose payment failed pays again, or pays on delivery instead', async ({ page }) => {
      const [product] = await buyable(page, 1, 6 + index);
      const first = await waitingOrderOfShopper(page, product!);
      await page.goto(first.paymentLinkUrl);
      await page.getByRole('button', { name: 'Fail' }).click();
      await expect(page).toHaveURL(`/payment-failed?order_id=${first.order_id}`);
      await expect(page.getByText(`Order #${first.order_id} is kept for you`)).toBeVisible();
      await expect(page.getByText(/^(30|29):\d\d$/)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'PAY NOW' }).click();
      await expect(page).toHaveURL(/\/pay\/sandbox\//);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page).toHaveURL(`/thank-you?order_id=${first.order_id}`);

      const second = await waitingOrderOfShopper(page, product!);
      await page.goto(second.paymentLinkUrl);
      await page.getByRole('button', { name: 'Fail' }).click();
      await page.getByRole('button', { name: 'Pay on delivery instead' }).click();
      await expect(page.getByText(`Order #${second.order_id} is confirmed.`)).toBeVisible();
      await expect(page.getByText(/You pay ₹[\d,.]+ in cash when it is delivered\./)).toBeVisible();
    });

    test('a guest pays a failed order again, and switches another to cash on delivery from its link', async ({
      page,
    }) => {
      const [product] = await buyable(page, 1, index * 3 + 2);
      const email = uniqueEmail(`online-${name}`);
      async function failAPayment() {
        await addToCart(page, product!);
        const cart = await openCart(page);
        await cart.getByRole('button', { name: 'CHECKOUT NOW' }).click();
        const checkout = await fillGuestDetails(page, email);
        await checkout.getByRole('radio', { name: /Pay online/ }).click();
        await checkout.getByRole('button', { name: 'PLACE ORDER' }).click();
        await expect(page).toHaveURL(/\/pay\/sandbox\//);
        await page.getByRole('button', { name: 'Fail' }).click();
        await expect(page).toHaveURL(/\/payment-failed\?order_id=\d+$/);
        return new URL(page.url()).searchParams.get('order_id')!;
      }

      const failedId = await failAPayment();
      await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
      await expect(page.getByText(`Order #${failedId} is kept for you`)).toBeVisible();
      await expect(page.getByText(/^(30|29):\d\d$/)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'PAY NOW' }).click();
      await expect(page).toHaveURL(/\/pay\/sandbox\//);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page).toHaveURL(`/thank-you?order_id=${failedId}`);
      await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();

      // The order's link (as its mail gives it) offers the same choice to whoever holds it.
      const secondId = await failAPayment();
      const found = await page.request.post('/prime/order/lookup', {
        data: { od_id: Number(secondId), contact: email },
      });
      const { data } = (await found.json()) as { data: { od_access: string } };
      await page.goto(`/orders/${data.od_access}`);
      await expect(page.getByRole('heading', { level: 1, name: `Order #${secondId}` })).toBeVisible();
      await expect(page.getByText(/^(30|29):\d\d$/)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Pay on delivery instead' }).click();
      await expect(page.getByText(`Order #${secondId} is confirmed.`)).toBeVisible();
      await expect(page.getByText(/You pay ₹[\d,.]+ in cash when it is delivered\./)).toBeVisible();
      await expect(page.getByText(/Status: Order confirmed/).first()).toBeVisible();
    });
  });
}

test.describe('checkout with a coupon on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('PRIME10 takes 10 % off, an over-stock line holds checkout, typed boxes survive closing and reload', async ({
    page,
  }) => {
    const [product] = await buyable(page, 1, 6);
    await addToCart(page, product!);
    const cart = await openCart(page);

    await cart.getByLabel('Coupon code').fill('prime10');
    await cart.getByRole('button', { name: 'APPLY' }).click();
    await expect(cart.getByText('PRIME10: Coupon applied!')).toBeVisible();
    const summary = cart.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Coupon (PRIME10)')).toBeVisible();
    await expect(summary.getByText('Coupon (PRIME10)').locator('..').locator('dd')).toHaveText(
      /^− ₹[\d,.]+$/,
    );

    // The stock of the line's pack drops below what the cart holds (another shopper bought it).
    await page.evaluate((id) => {
      const lines = JSON.parse(localStorage.getItem('guest_cart')!) as {
        productid: string;
        quantity: string;
      }[];
      const line = lines.find((entry) => entry.productid === String(id))!;
      line.quantity = '999';
      localStorage.setItem('guest_cart', JSON.stringify(lines));
      window.dispatchEvent(new Event('prime:cart'));
    }, product!.p_id);
    const line = cart.getByRole('listitem').filter({ hasText: product!.p_productname });
    await expect(line).toHaveAccessibleDescription(/^Only \d+ left in stock\.$/);
    const checkoutNow = cart.getByRole('button', { name: 'CHECKOUT NOW' });
    await expect(checkoutNow).toBeDisabled();
    await expectNoSidewaysScroll(page);
    await cart.getByRole('button', { name: `Decrease quantity of ${product!.p_productname}` }).click();
    await expect(line).not.toHaveAccessibleDescription(/left in stock/);
    await expect(checkoutNow).toBeEnabled();

    await checkoutNow.click();
    let checkout = page.getByRole('dialog', { name: 'Checkout' });
    await expect(checkout.getByRole('region', { name: 'Order summary' })).toContainText('Coupon (PRIME10)');
    await checkout.getByLabel('Full Name').fill('Asha Rao');
    await checkout.getByLabel('Pincode').fill('400001');
    await expect(checkout.getByText('Delivery in 1 day to 400001')).toBeVisible();
    await checkout.getByRole('button', { name: 'Close' }).click();
    await checkoutNow.click();
    await expect(checkout.getByLabel('Full Name')).toHaveValue('Asha Rao');

    await page.reload();
    await (await openCart(page)).getByRole('button', { name: 'CHECKOUT NOW' }).click();
    checkout = page.getByRole('dialog', { name: 'Checkout' });
    await expect(checkout.getByLabel('Full Name')).toHaveValue('Asha Rao');
    await expect(checkout.getByLabel('Pincode')).toHaveValue('400001');
    await expect(checkout.getByLabel('Coupon code')).toHaveValue('PRIME10');
    await expectNoSidewaysScroll(page);

    await fillGuestDetails(page, uniqueEmail('coupon-phone'));
    await checkout.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page).toHaveURL(/\/thank-you\?order_id=\d+$/);
  });
});
