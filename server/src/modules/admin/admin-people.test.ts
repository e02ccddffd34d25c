// The console's reviews (hiding takes a review off the storefront and out of the rating; showing it
// restores both), customers with their orders, the contact-form inbox, the dashboard, and the audit
// log's pages and filters.
import { eq } from 'drizzle-orm';
import { ADMIN_LIST_PAGE_SIZE, LIST_COUNT_LIMIT } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReview } from '../../db/factories.ts';
import { auditLog, orderLines, orders, users } from '../../db/schema.ts';
import {
  guestOrder,
  makeProduct,
  makeShopper,
  type Shopper,
  type TestProduct,
} from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
let product: TestProduct;

const productOnShelf = async () => (await t.post('product/list', { p_id: product.id })).body.list[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeShopper(t.database.db, 'admin');
  product = await makeProduct(t.database.db, [{ grams: 50, mrp: 799, price: 699, stock: 100 }], {
    name: 'Ceramide Cream',
  });
});
afterAll(() => t.close());

describe('admin/review/hide', () => {
  it('takes a hidden review off list/review and out of p_rating and reviewcount; showing it restores both', async () => {
    const kept = await insertReview(t.database.db, {
      productId: product.id,
      rating: 5,
      heading: 'Lovely',
      comment: 'Soft skin.',
      authorName: 'Asha',
    });
    const rude = await insertReview(t.database.db, {
      productId: product.id,
      rating: 1,
      heading: 'Spam',
      comment: 'Buy elsewhere',
      authorName: 'Bot',
    });
    expect(await productOnShelf()).toMatchObject({ p_rating: 3, reviewcount: 2 });

    const hidden = await t.post('admin/review/hide', { r_id: rude, hidden: 1 }, admin.auth);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      message: 'Review hidden',
      data: { r_id: rude, r_hidden: 1, p_id: product.id },
    });
    const shown = (await t.post('list/review', { p_id: product.id })).body.list;
    expect(shown.map((review: { r_id: number }) => review.r_id)).toEqual([kept]);
    expect(await productOnShelf()).toMatchObject({ p_rating: 5, reviewcount: 1 });

    const back = await t.post('admin/review/hide', { r_id: String(rude), hidden: false }, admin.auth);
    expect(back.body).toMatchObject({ message: 'Review shown again', data: { r_hidden: 0 } });
    expect((await t.post('list/review', { p_id: product.id })).body.list).toHaveLength(2);
    expect(await productOnShelf()).toMatchObject({ p_rating: 3, reviewcount: 2 });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `review:${rude}`))
      .orderBy(auditLog.id);
    expect(
      audit.map((entry) => [
        entry.action,
        (entry.before as { r_hidden: number }).r_hidden,
        (entry.after as { r_hidden: number }).r_hidden,
      ]),
    ).toEqual([
      ['review.hide', 0, 1],
      ['review.hide', 1, 0],
    ]);
  });

  it('refuses an unknown review (404) and a hidden flag that is not 1 or 0 (400)', async () => {
    expect((await t.post('admin/review/hide', { r_id: 999_999, hidden: 1 }, admin.auth)).status).toBe(404);
    const bad = await t.post('admin/review/hide', { r_id: 1, hidden: 'yes' }, admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('hidden');
  });

  it('lists every review for the console, hidden ones too, filtered by product and by hidden', async () => {
    const all = (await t.post('admin/review/list', { p_id: product.id }, admin.auth)).body;
    expect(all.total).toBe(2);
    expect(all.list[0]).toMatchObject({ p_productname: 'Ceramide Cream', u_email: '', r_hidden: 0 });
    await t.post('admin/review/hide', { r_id: all.list[0].r_id, hidden: 1 }, admin.auth);
    const hidden = (await t.post('admin/review/list', { hidden: 1 }, admin.auth)).body.list;
    expect(hidden.map((review: { r_id: number }) => review.r_id)).toEqual([all.list[0].r_id]);
    await t.post('admin/review/hide', { r_id: all.list[0].r_id, hidden: 0 }, admin.auth);
  });
});

describe('admin/customer/list and detail', () => {
  it('finds customers by part of a name, email or phone, with their orders counted and what stood', async () => {
    const customer = await makeShopper(t.database.db);
    await t.post('add/order', guestOrder([{ product_id: product.id, quantity: 2 }], 1398), customer.auth);
    // A guest order with the account's email belongs to the customer too.
    const guest = await t.post(
      'add/order',
      guestOrder([{ product_id: product.id, quantity: 1 }], 699, { user_email: customer.email }),
    );
    const cancelled = await t.post(
      'add/order',
      guestOrder([{ product_id: product.id, quantity: 1 }], 699),
      customer.auth,
    );
    await t.post('cancel-order', { od_id: cancelled.body.order_id, reason: '' }, customer.auth);

    const found = await t.post(
      'admin/customer/list',
      { search: customer.email.slice(0, 12).toUpperCase() },
      admin.auth,
    );
    expect(found.status).toBe(200);
    const row = found.body.list.find((entry: { u_id: number }) => entry.u_id === customer.id);
    expect(row).toMatchObject({ u_email: customer.email, u_role: 'user', order_count: 3, total_spent: 2097 });

    const detail = await t.post('admin/customer/detail', { customer_id: customer.id }, admin.auth);
    expect(detail.body.data.u_id).toBe(customer.id);
    expect(detail.body.orders.map((order: { od_id: number }) => order.od_id)).toContain(guest.body.order_id);
    expect(detail.body.orders).toHaveLength(3);
    expect((await t.post('admin/customer/detail', { customer_id: 999_999 }, admin.auth)).status).toBe(404);
  });

  it('counts each customer’s own orders, spent only on confirmed ones, and lists guests by email with theirs', async () => {
    const asha = await makeShopper(t.database.db);
    const ravi = await makeShopper(t.database.db);
    const one = [{ product_id: product.id, quantity: 1 }];
    expect((await t.post('add/order', guestOrder(one, 699), asha.auth)).status).toBe(200);
    // Waiting for its online payment: an order of Asha's, but nothing paid or owed yet.
    await t.post('add/order', guestOrder(one, 699, { payment_method: 'online' }), asha.auth);
    await t.post('add/order', guestOrder([{ product_id: product.id, quantity: 3 }], 2097), ravi.auth);
    const guestEmail = `guest.${Date.now()}@example.in`;
    const guestOrders = [
      await t.post('add/order', guestOrder(one, 699, { user_email: guestEmail, user_name: 'Gita Old' })),
      await t.post(
        'add/order',
        guestOrder(one, 699, { user_email: guestEmail.toUpperCase(), user_name: 'Gita Sen' }),
      ),
    ].map((answer) => answer.body.order_id as number);

    const listed = async (search: string) =>
      (await t.post('admin/customer/list', { search }, admin.auth)).body.list as {
        u_id: number | null;
        u_email: string;
      }[];
    expect((await listed(asha.email))[0]).toMatchObject({ u_id: asha.id, order_count: 2, total_spent: 699 });
    expect((await listed(ravi.email))[0]).toMatchObject({ u_id: ravi.id, order_count: 1, total_spent: 2097 });
    const [guest] = await listed('guest.');
    expect(guest).toMatchObject({
      u_id: null,
      u_role: 'guest',
      u_email: guestEmail,
      u_name: 'Gita Sen',
      u_mobile: '9812345678',
      order_count: 2,
      total_spent: 1398,
    });
    // The whole list names the guest once and each account once.
    const everyone = (await t.post('admin/customer/list', {}, admin.auth)).body;
    expect(everyone.list.filter((entry: { u_email: string }) => entry.u_email === guestEmail)).toHaveLength(
      1,
    );

    const detail = await t.post('admin/customer/detail', { email: guestEmail.toUpperCase() }, admin.auth);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ u_id: null, u_email: guestEmail, order_count: 2 });
    expect(detail.body.orders.map((order: { od_id: number }) => order.od_id)).toEqual(guestOrders.reverse());
    expect((await t.post('admin/customer/detail', { email: 'nobody@example.in' }, admin.auth)).status).toBe(
      404,
    );
    expect((await t.post('admin/customer/detail', {}, admin.auth)).status).toBe(400);
  });

  it('lists shoppers only: the admin’s own account is not a customer', async () => {
    const everyone = await t.post('admin/customer/list', { search: admin.email }, admin.auth);
    expect(everyone.status).toBe(200);
    expect(everyone.body.list).toEqual([]);
    expect(everyone.body.total).toBe(0);
  });

  it('pages accounts and guests together newest first, 20 a page, and counts them all', async () => {
    const db = t.database.db;
    const tag = `pager${Date.now()}`;
    const day = (n: number) => new Date(Date.UTC(2024, 0, n, 9));
    // 13 accounts on odd days and 12 guests on even days; the guest of day 2 ordered again on day 40.
    await db.insert(users).values(
      Array.from({ length: 13 }, (_, k) => ({
        name: `Account ${tag}`,
        email: `account${k}.${tag}@example.in`,
        passwordHash: 'unusable',
        createdAt: day(2 * k + 1),
      })),
    );
    const guestOrderRow = (k: number, placed: Date, name: string) => ({
      amountPaise: 69900,
      paymentMethod: 'cod',
      paymentStatus: 'cod',
      name,
      email: `guest${k}.${tag}@example.in`,
      mobile: '9812345678',
      address: '1 MG Road',
      state: 'Karnataka',
      pincode: '560001',
      createdAt: placed,
    });
    await db
      .insert(orders)
      .values([
        ...Array.from({ length: 12 }, (_, k) => guestOrderRow(k, day(2 * k + 2), `Guest ${tag}`)),
        guestOrderRow(0, day(40), `Guest Renamed ${tag}`),
      ]);

    const page = async (n: number) =>
      (await t.post('admin/customer/list', { search: tag, page: n }, admin.auth)).body as {
        list: { u_role: string; u_name: string; u_created_at: string }[];
        total: number;
      };
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first.total).toBe(25);
    expect(first.list).toHaveLength(20);
    expect(second.list).toHaveLength(5);
    expect(third.list).toEqual([]);
    const everyone = [...first.list, ...second.list];
    expect(everyone.map((person) => person.u_created_at)).toEqual(
      Array.from({ length: 25 }, (_, k) => day(25 - k).toISOString()),
    );
    expect(everyone.map((person) => person.u_role)).toEqual(
      Array.from({ length: 25 }, (_, k) => ((25 - k) % 2 === 0 ? 'guest' : 'user')),
    );
    // A guest is dated by their first order and named as on their latest.
    expect(everyone.at(-2)).toMatchObject({ u_role: 'guest', u_name: `Guest Renamed ${tag}` });
  });

  it('counts customers up to the list’s limit and answers one more past it, the pages still reading on', async () => {
    const tag = `many${Date.now()}`;
    const accounts = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, k) => ({
        name: `Many ${tag}`,
        email: `many${from + k}.${tag}@example.in`,
        passwordHash: 'unusable',
      }));
    await t.database.db.insert(users).values(accounts(0, LIST_COUNT_LIMIT));
    const totalOf = async (page: number) =>
      (await t.post('admin/customer/list', { search: tag, page }, admin.auth)).body.total as number;
    expect(await totalOf(1)).toBe(LIST_COUNT_LIMIT);

    await t.database.db.insert(users).values(accounts(LIST_COUNT_LIMIT, LIST_COUNT_LIMIT + 5));
    expect(await totalOf(1)).toBe(LIST_COUNT_LIMIT + 1);
    // The last page, not full, knows how many there are before it.
    const lastPage = Math.ceil((LIST_COUNT_LIMIT + 5) / ADMIN_LIST_PAGE_SIZE);
    expect(await totalOf(lastPage)).toBe(LIST_COUNT_LIMIT + 5);
  });

  it('lists a guest once whose first orders were placed at the same moment', async () => {
    const email = `together.${Date.now()}@example.in`;
    const one = [{ product_id: product.id, quantity: 1 }];
    const placed = await Promise.all(
      Array.from({ length: 4 }, () => t.post('add/order', guestOrder(one, 699, { user_email: email }))),
    );
    expect(placed.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await t.post('admin/customer/list', { search: email }, admin.auth)).body).toMatchObject({
      total: 1,
      list: [{ u_id: null, u_email: email, order_count: 4 }],
    });
  });

  it('lists a guest who opens an account with their orders’ email as that account, with those orders', async () => {
    const email = `became.${Date.now()}@example.in`;
    const one = [{ product_id: product.id, quantity: 1 }];
    await t.post('add/order', guestOrder(one, 699, { user_email: email, user_name: 'Lata Guest' }));
    const listed = async () =>
      (await t.post('admin/customer/list', { search: email }, admin.auth)).body as {
        list: { u_id: number | null; u_role: string; order_count: number }[];
        total: number;
      };
    expect((await listed()).list).toMatchObject([{ u_id: null, u_role: 'guest', order_count: 1 }]);

    const [account] = await t.database.db
      .insert(users)
      .values({ name: 'Lata Rao', email, passwordHash: 'unusable' })
      .returning({ id: users.id });
    expect(await listed()).toMatchObject({
      list: [{ u_id: account!.id, u_role: 'user', order_count: 1 }],
      total: 1,
    });
    expect((await t.post('admin/customer/detail', { email }, admin.auth)).status).toBe(404);

    // Moved to another email, the account leaves its guest orders behind as the guest again.
    await t.database.db
      .update(users)
      .set({ email: `moved.${email}` })
      .where(eq(users.id, account!.id));
    expect((await listed()).list).toMatchObject([
      { u_id: account!.id, u_role: 'user', order_count: 0 },
      { u_id: null, u_role: 'guest', order_count: 1 },
    ]);
  });
});

describe('admin/message/list and read', () => {
  it('lists contact messages newest first and marks them read and unread', async () => {
    for (const name of ['Anil', 'Bina']) {
      expect(
        (
          await t.post('add/contact', {
            name,
            email: `${name.toLowerCase()}@example.in`,
            message: `Hello from ${name}`,
          })
        ).status,
      ).toBe(200);
    }
    const inbox = (await t.post('admin/message/list', {}, admin.auth)).body;
    expect(inbox).toMatchObject({ total: 2, unread: 2 });
    expect(
      inbox.list.map((message: { m_name: string; m_read: number }) => [message.m_name, message.m_read]),
    ).toEqual([
      ['Bina', 0],
      ['Anil', 0],
    ]);
    const read = await t.post('admin/message/read', { m_id: inbox.list[1].m_id, read: 1 }, admin.auth);
    expect(read.body.data).toMatchObject({ m_name: 'Anil', m_read: 1 });
    const unread = (await t.post('admin/message/list', { unread: 1 }, admin.auth)).body;
    expect(unread).toMatchObject({ total: 1, unread: 1 });
    expect(unread.list[0].m_name).toBe('Bina');
    await t.post('admin/message/read', { m_id: inbox.list[1].m_id, read: 0 }, admin.auth);
    expect((await t.post('admin/message/list', {}, admin.auth)).body.unread).toBe(2);
    expect((await t.post('admin/message/read', { m_id: 999_999, read: 1 }, admin.auth)).status).toBe(404);
  });
});

describe('admin/dashboard', () => {
  it('counts today’s and the last 7 days’ orders and revenue by India day, orders to ship, and low stock', async () => {
    const fresh = await createTestApp();
    try {
      const boss = await makeShopper(fresh.database.db, 'admin');
      const cream = await makeProduct(fresh.database.db, [{ grams: 50, mrp: 799, price: 699, stock: 100 }]);
      const low = await makeProduct(fresh.database.db, [{ grams: 30, mrp: 499, price: 399, stock: 4 }], {
        name: 'Scarce Serum',
      });
      const order = async (quantity: number, extra: Record<string, unknown> = {}) =>
        (
          await fresh.post(
            'add/order',
            guestOrder([{ product_id: cream.id, quantity }], 699 * quantity, extra),
          )
        ).body.order_id;
      const today = await order(2);
      const twoDaysAgo = await order(1);
      const longAgo = await order(1);
      const cancelled = await order(3);
      await order(1, { payment_method: 'online' });
      await fresh.post('cancel-order', { od_id: cancelled, reason: '' }, boss.auth);
      const day = 24 * 60 * 60 * 1000;
      await fresh.database.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 2 * day) })
        .where(eq(orders.id, twoDaysAgo));
      await fresh.database.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 30 * day) })
        .where(eq(orders.id, longAgo));
      const [line] = await fresh.database.db.select().from(orderLines).where(eq(orderLines.orderId, today));
      await fresh.post('update/order-tracking', { op_id: line!.id, status: 'Shipped' }, boss.auth);

      const answer = await fresh.post('admin/dashboard', {}, boss.auth);
      expect(answer.status).toBe(200);
      const board = answer.body.data;
      expect(board.days).toHaveLength(7);
      expect(board.days.at(-1)).toEqual(board.today);
      // Today: the shipped order; the unpaid online one is neither an order nor revenue yet.
      expect(board.today).toMatchObject({ orders: 1, revenue: 1398 });
      expect(board.days.at(-3)).toMatchObject({ orders: 1, revenue: 699 });
      expect(board.days.reduce((sum: number, entry: { orders: number }) => sum + entry.orders, 0)).toBe(2);
      // To ship: the two older orders (Order confirmed); not the shipped, cancelled or unpaid ones.
      expect(board.waiting_to_ship).toBe(2);
      expect(board.low_stock).toEqual([
        {
          p_id: low.id,
          p_productname: 'Scarce Serum',
          pp_id: low.packs[0],
          pp_packet_size: 30,
          pp_stocks: 4,
        },
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('lists the pack sizes at or below the shop’s low-stock level, as admin/settings/save sets it', async () => {
    const fresh = await createTestApp();
    try {
      const boss = await makeShopper(fresh.database.db, 'admin');
      const toner = await makeProduct(fresh.database.db, [{ grams: 100, mrp: 700, price: 600, stock: 15 }], {
        name: 'Calm Toner',
      });
      const board = async () => (await fresh.post('admin/dashboard', {}, boss.auth)).body.data;
      expect(await board()).toMatchObject({ low_stock_at: 10, low_stock: [] });

      const saved = await fresh.post(
        'admin/settings/save',
        { free_delivery_from: 499, delivery_charge: 49, cod_charge: 0, low_stock_at: 20, staff_email: null },
        boss.auth,
      );
      expect(saved.status).toBe(200);
      expect(await board()).toMatchObject({
        low_stock_at: 20,
        low_stock: [{ p_id: toner.id, p_productname: 'Calm Toner', pp_stocks: 15 }],
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('admin/audit/list', () => {
  it('pages the log newest first, 50 a page, and filters it by kind, target and admin', async () => {
    const other = await makeShopper(t.database.db, 'admin');
    for (let n = 0; n < 52; n += 1) {
      await t.post(
        'admin/faq/save',
        { fq_question: `Question ${n}?`, fq_answers: `Answer ${n}.` },
        n % 2 ? other.auth : admin.auth,
      );
    }
    const first = await t.post('admin/audit/list', {}, admin.auth);
    expect(first.body.list).toHaveLength(50);
    expect(first.body.total).toBeGreaterThanOrEqual(52);
    expect(first.body.list[0]).toMatchObject({
      a_actor_email: other.email,
      a_action: 'content.save',
      a_before: null,
      a_after: { fq_question: 'Question 51?', fq_answers: 'Answer 51.' },
    });
    expect(Object.keys(first.body.list[0]).sort()).toEqual(
      ['a_action', 'a_actor_email', 'a_after', 'a_before', 'a_created_at', 'a_id', 'a_target'].sort(),
    );
    const second = await t.post('admin/audit/list', { page: 2 }, admin.auth);
    expect(second.body.list[0].a_id).toBeLessThan(first.body.list.at(-1).a_id);

    const faqs = (await t.post('admin/audit/list', { kind: 'faq' }, admin.auth)).body;
    expect(faqs.total).toBe(52);
    const target = faqs.list[0].a_target;
    expect((await t.post('admin/audit/list', { target }, admin.auth)).body.list).toHaveLength(1);
    const byOther = (
      await t.post('admin/audit/list', { kind: 'faq', actor: other.email.slice(0, 14) }, admin.auth)
    ).body;
    expect(byOther.total).toBe(26);
    expect(byOther.actors).toEqual(expect.arrayContaining([admin.email, other.email]));
    expect((await t.post('admin/audit/list', { kind: 'planet' }, admin.auth)).status).toBe(400);
  });

  it('shows one admin’s entries only when that admin is chosen, though another’s email contains theirs', async () => {
    const asha = await makeShopper(t.database.db, 'admin');
    const nasha = await makeShopper(t.database.db, 'admin');
    await t.database.db.update(users).set({ email: 'asha@prime.in' }).where(eq(users.id, asha.id));
    await t.database.db.update(users).set({ email: 'nasha@prime.in' }).where(eq(users.id, nasha.id));
    for (const [who, question] of [
      [asha, 'Asha asks?'],
      [nasha, 'Nasha asks?'],
      [nasha, 'Nasha asks again?'],
    ] as const) {
      const saved = await t.post('admin/faq/save', { fq_question: question, fq_answers: 'Yes.' }, who.auth);
      expect(saved.status).toBe(200);
    }
    const log = async (filters: Record<string, string>) =>
      (await t.post('admin/audit/list', { kind: 'faq', ...filters }, admin.auth)).body;

    const chosen = await log({ actor_email: 'asha@prime.in' });
    expect(chosen.list.map((entry: { a_actor_email: string }) => entry.a_actor_email)).toEqual([
      'asha@prime.in',
    ]);
    expect(chosen.total).toBe(1);
    expect(chosen.actors).toEqual(expect.arrayContaining(['asha@prime.in', 'nasha@prime.in']));
    expect((await log({ actor_email: ' Nasha@Prime.in ' })).total).toBe(2);
    expect((await log({ actor_email: 'sha@prime.in' })).total).toBe(0);
    // The free-text search still finds every admin whose email holds the text.
    expect((await log({ actor: 'asha@prime' })).total).toBe(3);
  });
});
