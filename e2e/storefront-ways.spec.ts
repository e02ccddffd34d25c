// Issue 29, items 25 and 27: the header's Categories and Concerns menus reach every listing, listings
// and product pages show the way back as breadcrumbs, a blog post opens on a page of its own, and the
// keyboard's focus stays where the shopper is: on ADD TO CART after adding, inside the checkout when
// it opens, with the cart's title left whole beside it.
import { categories, products } from './support/store.ts';
import { expect, test } from './support/test.ts';

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('header menu → listing with breadcrumbs → product → ADD TO CART by keyboard → checkout', async ({
    page,
    request,
  }) => {
    const [category] = await categories(request);
    const [product] = (await products(request, { category_id: category!.c_id })).filter(
      (candidate) => candidate.p_stocks > 0 && candidate.p_upcoming === 0,
    );
    expect(product, `category ${category!.c_name} has a product to buy`).toBeDefined();

    await page.goto('/my-blog');
    const shop = page.getByRole('navigation', { name: 'Shop' });
    await shop.getByText('Categories').click();
    await shop.getByRole('link', { name: category!.c_name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${category!.c_id}$`));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(crumbs.getByText(category!.c_name)).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: product!.p_productname, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: product!.p_productname })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: category!.c_name }),
    ).toBeVisible();

    const add = page.getByRole('button', { name: 'ADD TO CART' }).first();
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Added to Cart!' })).toBeVisible();
    await expect(add).toBeFocused();

    await page.getByRole('button', { name: 'Cart', exact: true }).click();
    const cart = page.getByRole('dialog', { name: /^Your Cart/ });
    await cart.getByLabel('Pincode').fill('400001');
    await cart.getByRole('button', { name: 'CHECKOUT NOW' }).click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await expect(checkout).toBeVisible();
    await expect
      .poll(() => checkout.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    // The checkout sits beside the cart: the cart's title is not covered.
    const title = await cart.getByRole('heading', { name: /^Your Cart/ }).boundingBox();
    const box = await checkout.boundingBox();
    expect(title && box && box.x + box.width <= title.x).toBe(true);
  });

  test('a blog post opens on its own page', async ({ page }) => {
    await page.goto('/my-blog');
    const first = page.getByRole('heading', { level: 3 }).first().getByRole('link');
    const heading = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/my-blog\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
});
