// Fulfilment in the console (docs/decisions/0022-returns-refunds-staff-alerts.md), at a desk (1366 px) and on a phone (390 px): staff move
// two new orders to Packing in one bulk move and read how each went, ship one with its courier, AWB
// number and tracking link, leave a note on it; the customer's order page shows the courier. Of two
// delivered orders whose customers asked for a return, staff refuse one with a note and receive the
// other, putting its item back in stock and recording the cash-on-delivery payout. The orders are
// placed, delivered and their returns asked for through the API.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expectNoSidewaysScroll,
  products,
  productsInIdOrder,
  quotedAmount,
  uniqueEmail,
} from './support/store.ts';
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

interface PlacedOrder {
  id: number;
  access: string;
  lineId: number;
}

/** What a product's first pack holds now, to see a restock. */
async function packStock(request: APIRequestContext, productId: number, size: number) {
  const [product] = await products(request, { p_id: productId });
  return product!.product_price.find((pack) => pack.pp_packet_size === size)!.pp_stocks;
}

/** A guest's cash-on-delivery order of one unit of `productId`, placed with `email`. */
async function guestOrder(
  request: APIRequestContext,
  productId: number,
  size: number,
  email: string,
): Promise<PlacedOrder> {
  const product_details = [{ product_id: productId, quantity: 1, packet_size: size }];
  const { order_id } = await post<{ order_id: number }>(request, 'add/order', {
    u_id: '',
    amount: await quotedAmount(request, product_details),
    payment_method: 'cod',
    user_name: 'Meena Pillai',
    user_email: email,
    user_mobile_no: '9447012345',
    user_address: '21 Marine Drive',
    user_state: 'Kerala',
    user_district: 'Ernakulam',
    landmark: '',
    user_city: 'Kochi',
    user_zipcode: '682031',
    product_details,
  });
  const { data } = await post<{ data: { od_access: string; lines: { op_id: number }[] } }>(
    request,
    'order/lookup',
    { od_id: order_id, contact: email },
  );
  return { id: order_id, access: data.od_access, lineId: data.lines[0]!.op_id };
}

/** Delivered by staff, then the customer asks (through the order's link) to return its item. */
async function deliveredAndAskedBack(request: APIRequestContext, token: string, order: PlacedOrder) {
  await post(request, 'admin/order/status', { od_id: order.id, status: 'Delivered' }, token);
  const { rq_id } = await post<{ rq_id: number }>(request, 'add/return', {
    access: order.access,
    op_ids: [order.lineId],
    reason: 'The cream does not suit my skin',
    // A cash-on-delivery order's refund goes where the shopper says (a UPI ID here).
    refund_to: 'meena@okaxis',
  });
  return rq_id;
}

/** A page of the console through its menu, which a phone folds behind its Menu button. */
async function openFromMenu(page: Page, entry: string) {
  const menuButton = page.getByRole('button', { name: 'Menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: entry }).click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff move two orders at once, ship one with its courier and AWB, note it, refuse one return and receive another into stock', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const { user } = await post<{ user: { user_token: string } }>(request, 'login', {
        email: admin.email,
        password: admin.password,
        role: 'user',
      });
      const token = user.user_token;
      // A product of its own per width, a quarter into the catalogue: the other journeys buy from its
      // ends and its middle, and the restock below counts this pack's units exactly.
      const buyable = (await productsInIdOrder(request)).filter(
        (p) => p.p_upcoming === 0 && p.p_stocks >= 10,
      );
      const product = buyable[Math.floor(buyable.length / 4) + (viewport.width < 600 ? 1 : 0)]!;
      const size = product.product_price.find((pack) => pack.pp_stocks >= 4)!.pp_packet_size;
      // One email for the two orders to ship: a search for it finds exactly those.
      const email = uniqueEmail('meena.ship');
      const first = await guestOrder(request, product.p_id, size, email);
      const second = await guestOrder(request, product.p_id, size, email);
      const refused = await guestOrder(request, product.p_id, size, uniqueEmail('meena.refused'));
      const received = await guestOrder(request, product.p_id, size, uniqueEmail('meena.received'));
      const refusedReturn = await deliveredAndAskedBack(request, token, refused);
      const receivedReturn = await deliveredAndAskedBack(request, token, received);

      await page.goto('/login?next=%2Fadmin%2Forders');
      await page.getByLabel('Email', { exact: true }).fill(admin.email);
      await page.getByLabel('Password', { exact: true }).fill(admin.password);
      await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

      // Both orders found by their customer's email, ticked and moved to Packing in one go.
      await page.getByLabel('Search orders').fill(email);
      await page.getByRole('button', { name: 'Show orders' }).click();
      await expect(page.getByText('2 orders', { exact: true })).toBeVisible();
      await page.getByLabel(`Select order #${first.id}`).check();
      await page.getByLabel(`Select order #${second.id}`).check();
      await page.getByLabel('Move selected orders to').selectOption('Packing');
      await page.getByRole('button', { name: 'Move 2 orders' }).click();
      const results = page.getByRole('region', { name: 'Moving to Packing' });
      // In the list's order: newest first.
      await expect(results.getByRole('listitem')).toHaveText([`#${second.id} moved`, `#${first.id} moved`]);
      await expectNoSidewaysScroll(page);

      // The first is shipped with Delhivery: courier, AWB number and tracking link.
      await page.getByRole('link', { name: `Order #${first.id}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Order #${first.id}` })).toBeVisible();
      const awb = `DLV${Date.now().toString().slice(-9)}`;
      await page.getByRole('button', { name: 'Mark shipped' }).click();
      const ship = page.getByRole('dialog', { name: `Mark order #${first.id} shipped` });
      await ship.getByLabel('Courier').selectOption('Delhivery');
      await ship.getByLabel('AWB number').fill(awb);
      await ship.getByLabel('Tracking link').fill(`https://www.delhivery.com/track/package/${awb}`);
      await ship.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(ship).toBeHidden();
      const item = page.getByRole('listitem', { name: 'Item 1' });
      await expect(item).toContainText('Status: Shipped');
      await expect(item).toContainText(`Courier: Delhivery · AWB: ${awb}`);
      await expect(item.getByRole('link', { name: 'Tracking link' })).toHaveAttribute(
        'href',
        `https://www.delhivery.com/track/package/${awb}`,
      );

      // A note for the team, kept with who wrote it.
      const notes = page.getByRole('region', { name: 'Staff notes' });
      await notes.getByLabel('New note').fill('Customer asked for delivery after 6 pm.');
      await notes.getByRole('button', { name: 'Add note' }).click();
      await expect(notes.getByText('Customer asked for delivery after 6 pm.')).toBeVisible();
      await expect(notes).toContainText(admin.email);
      await expect(notes.getByLabel('New note')).toHaveValue('');
      await expectNoSidewaysScroll(page);

      // The customer's order page shows the courier, the AWB number and the link to the courier's page.
      const customer = await page.context().newPage();
      await customer.goto(`/orders/${first.access}`);
      await expect(customer.getByText(`Courier: Delhivery. AWB: ${awb}.`)).toBeVisible();
      await expect(customer.getByRole('link', { name: 'Follow the parcel' })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      await customer.close();

      // Returns: one refused with a note, one approved and received back into stock.
      await openFromMenu(page, 'Returns');
      const refusedRow = page.getByRole('row', { name: `Return #${refusedReturn}` });
      await expect(refusedRow).toContainText(`Order #${refused.id}`);
      await expect(refusedRow).toContainText('To decide');
      await refusedRow.getByRole('button', { name: `Refuse return #${refusedReturn}` }).click();
      const refuse = page.getByRole('dialog', { name: `Refuse return #${refusedReturn}?` });
      await expect(refuse).toContainText('This cannot be undone.');
      await refuse.getByLabel('Note to the customer').fill('The jar was opened and half used.');
      await refuse.getByRole('button', { name: 'Refuse return' }).click();
      await expect(refuse).toBeHidden();
      await expect(refusedRow).toContainText('Refused');
      await expect(refusedRow).toContainText('Note: The jar was opened and half used.');

      const receivedRow = page.getByRole('row', { name: `Return #${receivedReturn}` });
      await receivedRow.getByRole('button', { name: `Approve return #${receivedReturn}` }).click();
      const approve = page.getByRole('dialog', { name: `Approve return #${receivedReturn}?` });
      await approve.getByLabel('Note to the customer').fill('Hand the parcel to our courier.');
      await approve.getByRole('button', { name: 'Approve return' }).click();
      await expect(approve).toBeHidden();
      const stockBefore = await packStock(request, product.p_id, size);
      await receivedRow.getByRole('button', { name: `Receive return #${receivedReturn}` }).click();
      const receive = page.getByRole('dialog', { name: `Receive return #${receivedReturn}?` });
      await expect(receive.getByLabel('Put the items back in stock')).toBeChecked();
      await receive.getByLabel('Payout reference (UPI or bank)').fill(`UPI ${awb}`);
      await receive.getByRole('button', { name: 'Mark received and refund' }).click();
      await expect(receive).toBeHidden();
      await expect(receivedRow).toContainText('Received and refunded');
      await expect(receivedRow).toContainText(`Refund reference: UPI ${awb}`);
      await expect(receivedRow).toContainText(', back in stock');
      expect(await packStock(request, product.p_id, size)).toBe(stockBefore + 1);
      await expectNoSidewaysScroll(page);
    });
  });
}
