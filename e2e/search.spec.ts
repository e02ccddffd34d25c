// A shopper on a phone (390 px) finds products (docs/decisions/0020-search.md,
// 0024-notify-alerts.md): a search with a typo opens the results page, sorted by price and narrowed to
// products in stock from the filter sheet, the URL keeping each step for Back; NOTIFY ME on an upcoming
// product, and the mail that lands in the outbox when staff put it on sale.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { categories, uniqueEmail } from './support/store.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function post<T>(request: APIRequestContext, name: string, data: object, token?: string) {
  const answer = await request.post(`/prime/${name}`, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(answer.ok(), `POST /prime/${name}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** The `.eml` in the store's outbox sent to `email`, once it is there. */
async function mailTo(email: string): Promise<string> {
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
            .find((text) => text.includes(email)) ?? '';
        return found;
      },
      { message: `the mail to ${email} in the outbox`, timeout: 30_000 },
    )
    .not.toBe('');
  // Quoted-printable soft line breaks undone, so a link reads whole.
  return found.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

test('search with a typo, sort by price, filter in stock, Back restores, NOTIFY ME mailed at launch', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('niacinamde');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=niacinamde$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Results for “niacinamde”');
  const cards = main.getByRole('article');
  await expect(cards.first()).toContainText('Niacinamide');

  await main.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price_low/);
  // The server sorts by each product's first pack size (contract/src/listing-filters.ts), while a card
  // shows its first pack in stock (web/src/lib/pack-on-offer.ts), which another journey may have sold
  // out: the page must show the server's order, and that order goes by first-pack price.
  const sorted = await post<{
    list: { p_productname: string; product_price: { pp_discount_prize: number }[] }[];
  }>(request, 'product/list', { search: 'niacinamde', sort: 'price_low' });
  const firstPrices = sorted.list.map((product) => product.product_price[0]!.pp_discount_prize);
  expect(firstPrices).toEqual([...firstPrices].sort((a, b) => a - b));
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
    sorted.list.map((product) => product.p_productname),
  );

  await main.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('checkbox', { name: 'In stock only' }).check();
  await sheet.getByRole('button', { name: 'APPLY' }).click();
  await expect(page).toHaveURL(/[?&]in_stock=1/);
  await expect(main.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'NOTIFY ME' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=niacinamde&sort=price_low$/);
  await expect(main.getByLabel('Sort by')).toHaveValue('price_low');
  await expect(main.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();

  // An upcoming product of the shop's own, so other journeys' products stay as they are.
  const { user: admin } = await post<{ user: { user_token: string } }>(request, 'login', {
    email: process.env.E2E_ADMIN_EMAIL,
    password: process.env.E2E_ADMIN_PASSWORD,
    role: 'user',
  });
  const [category] = await categories(request);
  const name = `Launch Peptide Serum ${Date.now()}`;
  const product = (upcoming: 0 | 1, stock: number, p_id?: number) => ({
    ...(p_id ? { p_id } : {}),
    p_productname: name,
    p_category: category!.c_id,
    p_concern_category: null,
    p_description: 'A peptide serum that launches soon.',
    p_how_it_works: 'Peptides firm.',
    p_how_to_use: 'Two drops at night.',
    p_suitable_for: 'All skin types',
    p_material_content: 'Vegan',
    p_upcoming: upcoming,
    p_status: 1,
    p_generic_name: 'Face serum',
    p_unit: 'ml',
    p_manufacturer: 'Vardhan Cosmeceuticals Pvt. Ltd., MIDC Ranjangaon, Pune, Maharashtra 412220',
    p_shelf_life_months: 24,
    ingredients: [{ pin_description: 'Palmitoyl tripeptide' }],
    product_price: [{ pp_packet_size: 30, pp_prize: 1499, pp_discount_prize: 1299, pp_stocks: stock }],
  });
  const { p_id, data } = await post<{ p_id: number; data: { p_slug: string } }>(
    request,
    'admin/product/save',
    product(1, 0),
    admin.user_token,
  );

  await page.goto(`/products/${data.p_slug}`);
  await expect(main.getByText('Coming soon')).toBeVisible();
  await expect(main.getByRole('button', { name: 'ADD TO CART' })).toHaveCount(0);
  await main.getByRole('button', { name: 'NOTIFY ME' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notify me' });
  const email = uniqueEmail('meera');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'NOTIFY ME' }).click();
  await expect(main.getByRole('button', { name: 'WE WILL MAIL YOU' })).toBeDisabled();

  // Staff put it on sale: the mail goes once, in the background, with the product's link and a cancel link.
  await post(request, 'admin/product/save', product(0, 25, p_id), admin.user_token);
  const mail = await mailTo(email);
  expect(mail).toContain(name);
  expect(mail).toContain(`/products/${data.p_slug}`);
  const cancel = /https?:\/\/[^\s"<>]+\/alerts\/cancel\/[0-9a-f]{64}/.exec(mail)?.[0];
  expect(cancel, 'the mail links to its cancel page').toBeTruthy();
  await page.goto(new URL(cancel!).pathname);
  await expect(page.getByRole('heading', { name: 'Alert cancelled' })).toBeVisible();
});
