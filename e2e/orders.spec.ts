// Issue 9, the account side of buying: a guest fills a cart, logs in and finds it moved to the
// account, pays online through the sandbox gateway, finds the order in ORDER HISTORY, follows its
// tracking and cancels it, at phone and desktop width. A guest's order joins the history of an account
// with its email once the email is proven by a code (decision 0040).
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expectNoSidewaysScroll,
  guestOrder,
  latestOtp,
  productsInIdOrder,
  uniqueEmail,
  type CatalogueProduct,
} from './support/store.ts';
import { expect, test } from './support/test.ts';

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
];

/**
 * Two products a guest can buy (active, not upcoming, units in stock), taken from the end of the
 * catalogue and apart per width, so journeys running side by side never race for the same units.
 */
async function twoBuyable(request: APIRequestContext, index: number): Promise<CatalogueProduct[]> {
  const buyable = (await productsInIdOrder(request)).filter(
    (product) => product.p_upcoming === 0 && product.p_stocks >= 10,
  );
  const chosen = buyable.slice(buyable.length - 2 * (index + 1), buyable.length - 2 * index);
  expect(chosen, 'the demo catalogue has products in stock for each width').toHaveLength(2);
  return chosen;
}

async function register(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post('/prime/register', {
    data: { name: 'Meera Nair', email, password, mobile: '9812345670', register_method: 'userRegister' },
  });
  expect(answer.ok(), 'registration').toBe(true);
}

async function addAsGuest(page: Page, product: CatalogueProduct) {
  await page.goto(`/product-details?p_id=${product.p_id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.p_productname })).toBeVisible();
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Cart!' }).last()).toBeVisible();
}

for (const [index, { name, viewport }] of WIDTHS.entries()) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a guest cart moves to the account at login, is paid online, shows in ORDER HISTORY and is cancelled', async ({
      page,
      request,
    }) => {
      const [first, second] = await twoBuyable(request, index);
      const email = uniqueEmail(`meera.${name}`);
      const password = 'Tulsi@2026';
      await register(request, email, password);

      // A guest fills the cart.
      await addAsGuest(page, first!);
      await addAsGuest(page, second!);
      const cartButton = page.getByRole('button', { name: 'Cart', exact: true });
      await expect(cartButton).toHaveAccessibleDescription('2 items');

      // Logging in moves the cart to the account; the badge keeps its count.
      await page.getByRole('link', { name: 'Login', exact: true }).click();
      // The product page (and its footer's Email box) stays on screen until the login page is in.
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Cart Transferred!' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(cartButton).toHaveAccessibleDescription('2 items');
      const stored = await page.evaluate(() => localStorage.getItem('guest_cart'));
      expect(stored, 'the guest cart left the browser').toBeNull();

      // Checkout with online payment, to a new address.
      await cartButton.click();
      const panel = page.getByRole('dialog', { name: 'Your Cart (2)' });
      await expect(panel.getByRole('link', { name: first!.p_productname })).toBeVisible();
      await panel.getByRole('button', { name: 'CHECKOUT NOW' }).click();
      const checkout = page.getByRole('dialog', { name: 'Checkout' });
      await checkout.getByLabel('Full Name').fill('Meera Nair');
      await checkout.getByLabel('House No.').fill('12B, Lotus Apartments');
      await checkout.getByLabel('Area / Street').fill('Linking Road, Bandra West');
      await checkout.getByLabel('City').fill('Mumbai');
      await checkout.getByLabel('State').selectOption('Maharashtra');
      await checkout.getByLabel('Pincode').fill('400050');
      await checkout.getByLabel('Phone').fill('9812345670');
      await checkout.getByRole('radio', { name: /Pay online/ }).check();
      await checkout.getByRole('button', { name: 'PLACE ORDER' }).click();

      // The sandbox gateway's page, then back to the shop.
      await expect(page).toHaveURL(/\/pay\/sandbox\//);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page).toHaveURL(/\/thank-you\?order_id=\d+/);
      await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
      const orderId = new URL(page.url()).searchParams.get('order_id')!;

      // The order is in the history, paid and confirmed.
      await page.goto('/MainLayout/orders');
      await expect(page.getByRole('heading', { name: 'ORDER HISTORY' })).toBeVisible();
      const card = page.getByRole('article', { name: first!.p_productname });
      await expect(card).toContainText(`Order #${orderId}`);
      await expect(card).toContainText('Online payment · Paid');
      await expect(card).toContainText('Order confirmed');
      await expect(page.getByRole('article', { name: second!.p_productname })).toContainText(
        `Order #${orderId}`,
      );
      await expectNoSidewaysScroll(page);

      // Its tracking: confirmed, packing next; the customer may cancel before it ships.
      await card.getByRole('button', { name: `Track order: ${first!.p_productname}` }).click();
      const tracking = page.getByRole('dialog', { name: `Track order #${orderId}` });
      await expect(tracking.getByRole('listitem').filter({ hasText: 'Order confirmed' })).toContainText(
        'Completed',
      );
      await expect(tracking.getByRole('listitem').filter({ hasText: 'Packing' })).toContainText('Next');
      await expect(tracking.getByRole('button', { name: /^Mark as/ })).toHaveCount(0);
      await tracking.getByRole('button', { name: 'Cancel order' }).click();
      await tracking.getByLabel('Reason').fill('Ordered the wrong pack size');
      await tracking.getByRole('button', { name: 'Confirm cancellation' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Order cancelled' })).toBeVisible();
      await expect(tracking.getByRole('listitem').filter({ hasText: 'Cancelled' })).toContainText(
        'Cancelled',
      );
      await expect(tracking.getByRole('listitem').filter({ hasText: 'Packing' })).toContainText(
        'Not applicable',
      );
      await tracking.getByRole('button', { name: 'Close' }).click();

      // The history says so for every line, and the payment went back.
      await expect(card).toContainText('Delivery status: Cancelled');
      await expect(card).toContainText('Online payment · Refunded');
      await expect(page.getByRole('article', { name: second!.p_productname })).toContainText('Cancelled');
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: WIDTHS[0]!.viewport });

  test('a guest’s favourite moves to the account at login, and GO TO CART moves it on to the cart', async ({
    page,
    request,
  }) => {
    const buyable = (await productsInIdOrder(request)).filter((p) => p.p_upcoming === 0 && p.p_stocks >= 10);
    // Apart from the products the journeys above buy.
    const product = buyable[Math.floor(buyable.length / 2)]!;
    const email = uniqueEmail('kavya');
    const password = 'Amla@2026';
    await register(request, email, password);

    await page.goto(`/product-details?p_id=${product.p_id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.p_productname })).toBeVisible();
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to Favorites!' })).toBeVisible();

    await page.getByRole('link', { name: 'Wishlist' }).click();
    await expect(page.getByRole('article', { name: product.p_productname })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('main').getByRole('link', { name: 'Login to Your Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();

    // Back on the wishlist, now the account's own list.
    await expect(page).toHaveURL(/\/favourites$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    const card = page.getByRole('article', { name: product.p_productname });
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_favorites'))).toBeNull();

    await card.getByRole('button', { name: 'GO TO CART' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to Cart!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Favourites Yet!' })).toBeVisible();
    await expect(page.getByText('Start building your wishlist by adding products you love')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart', exact: true })).toHaveAccessibleDescription(
      '1 item',
    );
  });
});

test('a guest’s order joins My Orders only once the shopper who registers with its email proves it by a code', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('guest.proof');
  const password = 'Guest@2026';
  const orderId = await guestOrder(request, email);
  await register(request, email, password);

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/MainLayout/orders');
  // Registering proves nothing: the guest's order stays out of the history.
  await expect(page.getByText('No orders found.')).toBeVisible();

  const proof = page.getByRole('region', { name: 'Ordered as a guest?' });
  const askedAt = Date.now() - 1000;
  await proof.getByRole('button', { name: 'Send me a code' }).click();
  await expect(proof.getByRole('status')).toHaveText('We sent a 4-digit code to your email address.');
  await proof.getByLabel('Code from your email').fill(await latestOtp(email, askedAt));
  await proof.getByRole('button', { name: 'Confirm' }).click();
  await expect(proof.getByRole('status')).toHaveText('Your email is confirmed. 1 order added below.');
  await expect(page.getByText(`Order #${orderId}`, { exact: true })).toBeVisible();
});
