// A failed cash-on-delivery delivery on a phone (390 px, decision 0031): staff record that the courier
// could not deliver; the shopper's order page says so in plain words and takes their choice of another
// attempt on a day, with a new phone and a landmark; staff see the choice on the order and in the
// failed-delivery queue. The order is placed, shipped and marked failed through the API, with a phone
// of its own (a returned order would count against a phone other journeys order with). The shop's
// settings are left as they are: other journeys run against the same store.
import type { APIRequestContext } from '@playwright/test';
import { expectNoSidewaysScroll, productsInIdOrder, quotedAmount, uniqueEmail } from './support/store.ts';
import { expect, test } from './support/test.ts';

const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

async function post<T>(request: APIRequestContext, path: string, data: object, token?: string): Promise<T> {
  const answer = await request.post(`/prime/${path}`, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(answer.ok(), `POST /prime/${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a failed delivery: the shopper picks another day on the order page, staff see it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { user } = await post<{ user: { user_token: string } }>(request, 'login', {
    email: admin.email,
    password: admin.password,
    role: 'user',
  });
  const token = user.user_token;
  const buyable = (await productsInIdOrder(request)).filter((p) => p.p_upcoming === 0 && p.p_stocks >= 10);
  const product = buyable[Math.floor(buyable.length / 3)]!;
  const size = product.product_price.find((pack) => pack.pp_stocks >= 2)!.pp_packet_size;
  const product_details = [{ product_id: product.p_id, quantity: 1, packet_size: size }];
  const email = uniqueEmail('kavya.cod');
  const mobile = `98${String(Date.now()).slice(-8)}`;
  const { order_id } = await post<{ order_id: number }>(request, 'add/order', {
    u_id: '',
    amount: await quotedAmount(request, product_details),
    payment_method: 'cod',
    user_name: 'Kavya Menon',
    user_email: email,
    user_mobile_no: mobile,
    user_address: '7 Residency Road',
    user_state: 'Karnataka',
    user_district: 'Bengaluru Urban',
    landmark: '',
    user_city: 'Bengaluru',
    user_zipcode: '560025',
    product_details,
  });
  await post(request, 'admin/order/status', { od_id: order_id, status: 'Shipped' }, token);
  const failed = await post<{ data: { od_access: string } }>(
    request,
    'admin/order/delivery-failed',
    { od_id: order_id, reason: 'Customer not available' },
    token,
  );

  await page.goto(`/orders/${failed.data.od_access}`);
  await expect(page.getByText('We could not deliver your order')).toBeVisible();
  await expect(page.getByText(/Status: Delivery attempt failed/)).toBeVisible();
  const form = page.getByRole('form', { name: `What to do with order #${order_id}` });
  const day = await form.getByLabel('Day of the next attempt').getAttribute('max');
  await form.getByLabel('Day of the next attempt').fill(day!);
  await form.getByLabel('New phone number (optional)').fill('9812312345');
  await form.getByLabel('Landmark (optional)').fill('Behind the bus stop');
  await form.getByRole('button', { name: 'SEND MY CHOICE' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You asked for another attempt' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Staff: the failed-delivery queue shows the order with the shopper's choice.
  await page.goto('/login?next=%2Fadmin%2Forders');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await page.getByRole('link', { name: 'Failed deliveries' }).click();
  const row = page.getByRole('row', { name: new RegExp(`Order #${order_id}`) });
  await expect(row).toContainText('Customer asked for another attempt');
  await expect(row).toContainText('new phone 9812312345');
  await expectNoSidewaysScroll(page);
});
