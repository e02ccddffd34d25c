// Issue 2, browsing: a shopper moves from the home page to products by category and by search, and
// every page fits a 375 px phone.
import { expect, test } from '@playwright/test';
import { categories, expectNoSidewaysScroll, products } from './support/store.ts';

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

  await shopByCategory.getByRole('link', { name: inCategory!.p_productname, exact: true }).click();
  const productHeading = page.getByRole('heading', { level: 1, name: inCategory!.p_productname });
  await expect(productHeading).toBeVisible();
  await expect(page).toHaveURL(/\/product-details/);

  await page.reload();
  await expect(productHeading).toBeVisible();

  const found = await products(request, { search: 'serum' });
  const other = found.find((product) => product.p_id !== inCategory!.p_id);
  expect(other, 'a search for "serum" finds another product').toBeDefined();
  await page.getByRole('combobox', { name: 'Search products' }).fill('serum');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await results.getByRole('option').filter({ hasText: other!.p_productname }).click();
  await expect(page.getByRole('heading', { level: 1, name: other!.p_productname })).toBeVisible();
});

test('an unknown path shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-shelf');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'SHOP BY CATEGORY' })).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('home and product pages never scroll sideways', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'SHOP BY CATEGORY' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'SHOP BY CATEGORY' }).getByRole('article').first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);

    const [product] = await products(request);
    await page.goto(`/product-details?p_id=${product!.p_id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.p_productname })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
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
