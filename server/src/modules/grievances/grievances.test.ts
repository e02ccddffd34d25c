// The grievance desk (decision 0029): tickets consecutive under concurrency, the shopper's page by its
// link, the orders a grievance may name, the hourly limit, the mails both ways, the console's list with
// what is overdue and due soonest first, staff replies and resolutions with their audit records.
import { asc, eq, sql } from 'drizzle-orm';
import { grievanceMessages } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grievances, mailOutbox } from '../../db/schema.ts';
import { guestOrder, makeProduct, makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
let address = 0;
/** A client address of its own for each filing, so the hourly limit counts only where a test means it. */
const freshAddress = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++address / 250)}.${address % 250}` });

beforeAll(async () => {
  // Each test's client address is its own (x-forwarded-for), as behind the shop's load balancer.
  t = await createTestApp({ trustProxy: true });
  admin = await makeShopper(t.database.db, 'admin');
  const saved = await t.post(
    'admin/settings/save',
    {
      free_delivery_from: 499,
      delivery_charge: 49,
      cod_charge: 0,
      low_stock_at: 10,
      staff_email: 'desk@prime.example.in',
      grievance_officer_name: 'Meera Kulkarni',
      grievance_officer_email: 'grievance@prime.example.in',
      grievance_officer_phone: '9820054321',
    },
    admin.auth,
  );
  expect(saved.status).toBe(200);
});
afterAll(() => t.close());

const complaint = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: 'asha@example.in',
  subject: 'Serum arrived leaking',
  message: 'The bottle of my vitamin C serum arrived with the cap cracked and half of it spilt.',
  ...overrides,
});
const file = (body: object, headers: Record<string, string> = freshAddress()) =>
  t.post('add/grievance', body, headers);
const mailsTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(asc(mailOutbox.id));
const HOUR = 60 * 60 * 1000;

describe('add/grievance and grievance/view', () => {
  it('answers a ticket and a link, mails the shopper the dates and the officer, and staff the complaint', async () => {
    const filed = await file(complaint({ email: 'first@example.in', phone: '9876543210' }));
    expect(filed.status).toBe(200);
    expect(filed.body).toMatchObject({ result: true, message: grievanceMessages.added });
    expect(filed.body.ticket_no).toMatch(/^GRV-\d{6}$/);
    expect(filed.body.access).toMatch(/^[0-9a-f]{64}$/);

    const view = await t.post('grievance/view', { access: filed.body.access });
    expect(view.status).toBe(200);
    const data = view.body.data;
    expect(data).toMatchObject({
      ticket_no: filed.body.ticket_no,
      status: 'open',
      subject: 'Serum arrived leaking',
      od_id: null,
      messages: [{ from: 'customer', text: complaint().message }],
    });
    const created = Date.parse(data.created_at);
    expect(Date.parse(data.acknowledge_by) - created).toBe(48 * HOUR);
    expect(Date.parse(data.resolve_by) - created).toBe(30 * 24 * HOUR);

    const [receipt, ...others] = await mailsTo('first@example.in');
    expect(others).toEqual([]);
    expect(receipt!.subject).toContain(filed.body.ticket_no);
    expect(receipt!.textBody).toContain('Meera Kulkarni');
    expect(receipt!.textBody).toContain(`${t.config.publicUrl}/grievances/${filed.body.access}`);
    expect(receipt!.textBody).toMatch(/acknowledge it by .*2\d{3}.* and resolve it by /);
    expect(receipt!.htmlBody).toContain(`href="${t.config.publicUrl}/grievances/${filed.body.access}"`);
    const staff = (await mailsTo('desk@prime.example.in')).filter((mail) =>
      mail.subject.includes(filed.body.ticket_no),
    );
    expect(staff).toHaveLength(1);
    expect(staff[0]!.textBody).toContain(complaint().message);
  });

  it('numbers tickets one after another, with no gap or repeat when many are filed at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => file(complaint())));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const serials = answers.map((answer) => Number(answer.body.ticket_no.slice(4))).sort((a, b) => a - b);
    const [max] = await t.database.db
      .select({ n: sql<number>`max(${grievances.serial})::int` })
      .from(grievances);
    const count = await t.database.db.$count(grievances);
    expect(max!.n).toBe(count);
    expect(new Set(serials).size).toBe(8);
    expect(serials.at(-1)! - serials[0]!).toBe(7);
  });

  it('refuses each wrong field at that field', async () => {
    const refused = await file({
      name: '',
      email: 'asha@',
      phone: '12345',
      subject: 'Hi',
      message: 'Too short',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(grievanceMessages.nameRequired);
    expect(refused.body.errors).toEqual([
      { field: 'name', message: grievanceMessages.nameRequired },
      { field: 'email', message: grievanceMessages.emailInvalid },
      { field: 'phone', message: grievanceMessages.phoneInvalid },
      { field: 'subject', message: grievanceMessages.subjectLength },
      { field: 'message', message: grievanceMessages.messageLength },
    ]);
    const long = await file(complaint({ subject: 'x'.repeat(121), message: 'y'.repeat(5001) }));
    expect(long.body.errors.map((error: { field: string }) => error.field)).toEqual(['subject', 'message']);
  });

  it('names an order only of the token’s account or placed with the email given', async () => {
    const product = await makeProduct(t.database.db);
    const lines = [{ product_id: product.id, quantity: 1 }];
    const placed = await t.post('add/order', guestOrder(lines, 499, { user_email: 'Meera@Example.in' }));
    const od_id = placed.body.order_id;
    expect((await file(complaint({ email: 'meera@example.in', od_id }))).status).toBe(200);
    const stranger = await file(complaint({ email: 'someone@example.in', od_id: String(od_id) }));
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('We could not find an order with these details.');
    expect((await file(complaint({ od_id: 999_999 }))).status).toBe(404);

    const shopper = await makeShopper(t.database.db);
    const own = await t.post(
      'add/order',
      guestOrder(lines, 499, { u_id: shopper.id, user_email: 'other@example.in' }),
      shopper.auth,
    );
    const mine = await t.post(
      'add/grievance',
      complaint({ email: shopper.email, od_id: own.body.order_id }),
      { ...shopper.auth, ...freshAddress() },
    );
    expect(mine.status).toBe(200);
    expect((await t.post('grievance/view', { access: mine.body.access })).body.data.od_id).toBe(
      own.body.order_id,
    );
  });

  it('takes 5 an hour from one client address, then 429 with Retry-After', async () => {
    const from = { 'x-forwarded-for': '10.77.0.1' };
    for (let n = 0; n < 5; n += 1) expect((await file(complaint(), from)).status).toBe(200);
    const refused = await file(complaint(), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await file(complaint(), { 'x-forwarded-for': '10.77.0.2' })).status).toBe(200);
  });

  it('answers 404 for a link that is not one', async () => {
    expect((await t.post('grievance/view', { access: 'f'.repeat(64) })).status).toBe(404);
    expect(
      (await t.post('grievance/reply', { access: 'f'.repeat(64), text: 'Any news on this?' })).status,
    ).toBe(404);
  });
});

describe('the console’s desk', () => {
  it('is for admins only', async () => {
    expect((await t.post('admin/grievance/list', {})).status).toBe(401);
    const shopper = await makeShopper(t.database.db);
    expect((await t.post('admin/grievance/list', {}, shopper.auth)).status).toBe(403);
    expect(
      (await t.post('admin/grievance/reply', { ticket_no: 'GRV-000001', text: 'Hi' }, shopper.auth)).status,
    ).toBe(403);
  });

  it('lists what is due soonest first and marks what is overdue', async () => {
    const late = await file(complaint({ subject: 'Not acknowledged in time' }));
    const old = await file(complaint({ subject: 'Not resolved in a month' }));
    const ago = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
    const setCreated = (ticket: string, hours: number, status = 'open') =>
      t.database.db
        .update(grievances)
        .set({ createdAt: ago(hours), status })
        .where(eq(grievances.serial, Number(ticket.slice(4))));
    await setCreated(late.body.ticket_no, 50);
    await setCreated(old.body.ticket_no, 31 * 24, 'acknowledged');

    const listed = await t.post('admin/grievance/list', {}, admin.auth);
    expect(listed.status).toBe(200);
    const [first, second, third] = listed.body.list;
    expect(first).toMatchObject({ ticket_no: old.body.ticket_no, status: 'acknowledged', overdue: 1 });
    expect(second).toMatchObject({ ticket_no: late.body.ticket_no, status: 'open', overdue: 1 });
    expect(third.overdue).toBe(0);
    expect(listed.body.total).toBe(await t.database.db.$count(grievances));

    const overdue = await t.post('admin/grievance/list', { overdue: 1 }, admin.auth);
    expect(overdue.body.list.map((row: { ticket_no: string }) => row.ticket_no)).toEqual([
      old.body.ticket_no,
      late.body.ticket_no,
    ]);
    expect(overdue.body.total).toBe(2);
    const acknowledged = await t.post('admin/grievance/list', { status: 'acknowledged' }, admin.auth);
    expect(acknowledged.body.list.every((row: { status: string }) => row.status === 'acknowledged')).toBe(
      true,
    );
    expect((await t.post('admin/grievance/list', { status: 'closed' }, admin.auth)).status).toBe(400);
  });

  it('replies and resolves with one mail each and an audit record; a shopper’s reply opens it again', async () => {
    const filed = await file(complaint({ email: 'reply@example.in' }));
    const ticket = filed.body.ticket_no;
    const replied = await t.post(
      'admin/grievance/reply',
      { ticket_no: ticket.toLowerCase(), text: 'Sorry! A replacement ships tomorrow.' },
      admin.auth,
    );
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ ticket_no: ticket, status: 'acknowledged' });
    const shown = (await t.post('grievance/view', { access: filed.body.access })).body.data;
    expect(shown.status).toBe('acknowledged');
    expect(shown.messages.map((m: { from: string }) => m.from)).toEqual(['customer', 'staff']);

    const resolved = await t.post(
      'admin/grievance/resolve',
      { ticket_no: ticket, text: 'The replacement was delivered on 2 December.' },
      admin.auth,
    );
    expect(resolved.body).toMatchObject({
      message: grievanceMessages.resolved,
      data: { status: 'resolved' },
    });
    const mails = await mailsTo('reply@example.in');
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Grievance ${ticket} received`,
      `Reply to your grievance ${ticket}`,
      `Grievance ${ticket} resolved`,
    ]);
    expect(mails[1]!.textBody).toContain('A replacement ships tomorrow.');
    expect(mails[2]!.textBody).toContain(`/grievances/${filed.body.access}`);

    const audit = await t.post('admin/audit/list', { target: `grievance:${ticket}` }, admin.auth);
    expect(audit.body.list.map((entry: { a_action: string }) => entry.a_action)).toEqual([
      'grievance.resolve',
      'grievance.reply',
    ]);
    expect(audit.body.list[1]).toMatchObject({
      a_actor_email: admin.email,
      a_before: { status: 'open' },
      a_after: { status: 'acknowledged' },
    });

    const again = await t.post('grievance/reply', {
      access: filed.body.access,
      text: 'It leaks too, sadly.',
    });
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('acknowledged');
    const short = await t.post('grievance/reply', { access: filed.body.access, text: 'Hm' });
    expect(short.body.errors).toEqual([{ field: 'text', message: grievanceMessages.replyLength }]);
    expect(
      (await t.post('admin/grievance/reply', { ticket_no: 'GRV-999999', text: 'Hi' }, admin.auth)).status,
    ).toBe(404);
  });
});
