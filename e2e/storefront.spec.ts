// Issue 16, what a shopper meets on a 390 px phone: what is typed before a server-rendered page is
// live takes effect once it is, and a card or product page shows the pack size it adds.
import type { Page } from '@playwright/test';
import { products } from './support/store.ts';
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

test('a pincode, a quantity and a search typed before the page is live take effect once it is', async ({
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
  await expect(early.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  release();
  await expect(main.getByText('Delivery in 1 day', { exact: true })).toBeVisible();
  await expect(
    early.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
  await expect(early.getByText('Added to Cart!').first()).toBeVisible();
  await expect(main.getByLabel('Pincode')).toHaveValue('400001');
  await early.getByRole('button', { name: 'Cart', exact: true }).click();
  const cart = early.getByRole('dialog', { name: /^Your Cart/ });
  await expect(cart.getByRole('group', { name: `Quantity of ${product.p_productname}` })).toHaveText(
    /^−\s*2\s*\+$/,
  );
  await early.close();
});
