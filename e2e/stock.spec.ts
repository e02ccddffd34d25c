// Stock by batch: the admin receives a delivery of a short-dated batch on a product's console page,
// the product page says its expiry, a guest's order takes that batch first (first expiry first out),
// and the recall page finds the order with the customer's contact and downloads it as CSV.
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, products, quotedAmount, uniqueEmail } from './support/store.ts';
import { expect, test } from './support/test.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** This month (India time) moved by `months`, as `YYYY-MM`. */
function monthFromNow(months: number): string {
  const india = new Date(Date.now() + 330 * 60_000);
  const index = india.getUTCFullYear() * 12 + india.getUTCMonth() + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
/** `2028-03` as the shop writes it: `Mar 2028`. */
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

async function logInAsAdmin(page: Page) {
  await page.goto('/login?next=%2Fadmin');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('a delivery received by batch is sold first when it expires first, and recalled', async ({
  page,
  request,
}) => {
  const product = (await products(request)).find((p) => p.p_upcoming === 0 && p.p_stocks >= 10)!;
  // Sellable (more than 90 days ahead) and earlier than every demo batch.
  const expiry = monthFromNow(5);
  const batch = `E2E-${Date.now().toString(36).toUpperCase()}`;

  await logInAsAdmin(page);
  await page.goto(`/admin/products/${product.p_id}`);
  const lots = page.getByRole('region', { name: 'Stock by batch' });
  await lots.getByLabel('Batch number').fill(batch.toLowerCase());
  await lots.getByLabel('Made in').fill(monthFromNow(-1));
  await lots.getByLabel('Expires').fill(expiry);
  await lots.getByLabel('Quantity').fill('5');
  await lots.getByRole('button', { name: 'Receive delivery' }).click();
  await expect(page.getByText('Stock received')).toBeVisible();
  const row = lots.getByRole('row', { name: new RegExp(batch) });
  await expect(row).toContainText(monthLabel(expiry));
  await expect(row).toContainText('Sellable');

  await page.goto(`/products/${product.p_slug}`);
  await expect(page.getByText(`Expiry: ${monthLabel(expiry)} or later`)).toBeVisible();

  const [detail] = (
    await (await request.post('/prime/product/list', { data: { p_id: product.p_id } })).json()
  ).list as { product_price: { pp_packet_size: number }[] }[];
  const product_details = [
    { product_id: product.p_id, quantity: 2, packet_size: detail!.product_price[0]!.pp_packet_size },
  ];
  const email = uniqueEmail('recall');
  const placed = await request.post('/prime/add/order', {
    data: {
      u_id: '',
      amount: await quotedAmount(request, product_details),
      payment_method: 'cod',
      user_name: 'Farah Khan',
      user_email: email,
      user_mobile_no: '9811122233',
      user_address: '12 Residency Road',
      user_state: 'Karnataka',
      user_district: 'Bengaluru Urban',
      landmark: '',
      user_city: 'Bengaluru',
      user_zipcode: '560025',
      product_details,
    },
  });
  expect(placed.ok()).toBe(true);
  const orderId = (await placed.json()).order_id as number;

  await page.goto('/admin/stock/recall');
  await page.getByLabel('Batch number').fill(batch);
  await page.getByRole('button', { name: 'Find orders' }).click();
  const table = page.getByRole('table', { name: `Order lines with batch ${batch}` });
  await expect(table.getByRole('link', { name: `#${orderId}` })).toBeVisible();
  await expect(table.getByRole('link', { name: email })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`recall-${batch}.csv`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/stock/expiring');
  await expect(page.getByRole('heading', { level: 1, name: 'Expiring stock' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
