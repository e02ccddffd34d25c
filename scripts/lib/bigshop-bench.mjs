// A shop with years of orders (BENCH_ONLY=bigshop, opt-in: it takes minutes). A fresh PostgreSQL
// database is migrated and seeded by the built store, then filled in SQL (generate_series) with
// 200,000 customers, 1,000,000 orders of 2–3 lines over three years (three in five from accounts,
// the rest from 150,000 guest emails) and 100,000 reviews; then each console and shopper read below
// is asked one request at a time and its p50/p99 printed against the 100 ms goal. The database is
// dropped afterwards (BIGSHOP_KEEP=1 keeps it and prints its URL, to look at query plans), unless it
// is named: BIGSHOP_DATABASE=prime_bigshop fills that database on the first run only and keeps it, so
// a later run (after a change of the store, whose migrations it applies at start) measures at once.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { createBenchDatabase } from './bench-database.mjs';
import { startStore } from './store-process.mjs';

const ADMIN = { email: 'bench-admin@example.in', password: 'BenchAdmin2026' };
const SHOPPER = { name: 'Meera Iyer', email: 'meera.bench@example.in', password: 'MeeraPass2026' };
const CUSTOMERS = Number(process.env.BIGSHOP_CUSTOMERS ?? 200_000);
const ORDERS = Number(process.env.BIGSHOP_ORDERS ?? 1_000_000);
const REVIEWS = Number(process.env.BIGSHOP_REVIEWS ?? 100_000);
const GUEST_EMAILS = Math.round(CUSTOMERS * 0.75);
const GOAL_MS = 100;
// Each read is asked until it has this many answers or this much time went by, after 5 warm-up calls.
const SAMPLES = 100;
const CASE_SECONDS = 20;

/** The fill, in SQL: customers `customer<k>@example.in` (k = 1…CUSTOMERS), guests `guest<k>@example.in`. */
function fillStatements(shopperId) {
  return [
    [
      'customers',
      `insert into users (name, email, password_hash, mobile, role, created_at, updated_at)
       select 'Customer ' || k, 'customer' || k || '@example.in', 'unusable',
         (6000000000 + (k::bigint * 7919) % 3999999999)::text, 'user',
         now() - (${CUSTOMERS} - k) * interval '1 day' * 1095 / ${CUSTOMERS},
         now() - (${CUSTOMERS} - k) * interval '1 day' * 1095 / ${CUSTOMERS}
       from generate_series(1, ${CUSTOMERS}) k`,
    ],
    // Guests are kept by row triggers (migration 0021); a million of them queued in one statement
    // would take the fill hours, so they are off for it and the migration's own function works every
    // guest out afterwards, as the triggers would have.
    ['(guest triggers off)', 'set session_replication_role = replica'],
    [
      'orders',
      `with first as (select min(id) as id from users where email = 'customer1@example.in'),
       o as (
         select g,
           case when g % 5 < 3 then (g::bigint * 48271) % ${CUSTOMERS} + 1 end as k,
           (g::bigint * 16807) % ${GUEST_EMAILS} + 1 as guest,
           case when g % 3 = 0 then 'online' else 'cod' end as method
         from generate_series(1, ${ORDERS}) g
       )
       insert into orders (user_id, amount_paise, payment_method, payment_status, name, email, mobile,
         address, city, district, state, pincode, created_at, discount_paise, refunded_paise)
       select
         case when o.k is null then null else first.id + o.k - 1 end,
         49900 + (o.g % 40) * 10000,
         o.method,
         case when o.method = 'cod' then 'cod' when o.g % 97 = 0 then 'failed'
           when o.g % 89 = 0 then 'refunded' when o.g > ${ORDERS} - 300 and o.g % 7 = 0 then 'pending'
           else 'paid' end,
         case when o.k is null then 'Guest ' || o.guest else 'Customer ' || o.k end,
         case when o.k is null then 'guest' || o.guest || '@example.in' else 'customer' || o.k || '@example.in' end,
         (6000000000 + (coalesce(o.k, o.guest + ${CUSTOMERS})::bigint * 7919) % 3999999999)::text,
         (o.g % 900 + 1) || ', MG Road', 'Bengaluru', 'Bengaluru Urban', 'Karnataka',
         (560001 + o.g % 99)::text,
         now() - (${ORDERS} - o.g) * interval '1 day' * 1095 / ${ORDERS},
         case when o.g % 10 = 0 then 5000 else 0 end, 0
       from o, first`,
    ],
    [
      'the shopper’s orders',
      `update orders set user_id = ${shopperId}, email = '${SHOPPER.email}', name = '${SHOPPER.name}'
       where id in (select id from orders where user_id is not null order by id desc offset 5000 limit 40)`,
    ],
    [
      'guests',
      `select refresh_guest_customers(array(select distinct email from orders where user_id is null))`,
    ],
    ['(guest triggers on)', 'set session_replication_role = origin'],
    [
      'order lines',
      `with packs as (
         select array_agg(ps.id order by ps.id) as ids from pack_sizes ps
       ), numbered as (
         select ps.id, ps.product_id, ps.grams, ps.price_paise, ps.mrp_paise, p.name, p.image,
           row_number() over (order by ps.id) as n
         from pack_sizes ps join products p on p.id = ps.product_id
       ), pack_count as (select count(*) as n from numbered)
       insert into order_lines (order_id, product_id, pack_size_id, product_name, product_image, grams,
         quantity, unit_price_paise, unit_mrp_paise, delivery_status, updated_at)
       select o.id, pk.product_id, pk.id, pk.name, pk.image, pk.grams, 1 + (o.id + line) % 2,
         pk.price_paise, pk.mrp_paise,
         case when o.payment_status in ('pending', 'failed') then 'Payment pending'
           when o.created_at > now() - interval '2 days' then (array['Order confirmed', 'Packing'])[1 + o.id % 2]
           when o.created_at > now() - interval '6 days' then (array['Shipped', 'Out for Delivery'])[1 + o.id % 2]
           when o.id % 50 = 0 then 'Cancelled'
           else 'Delivered' end,
         o.created_at
       from orders o
       cross join lateral generate_series(1, 2 + o.id % 2) line
       cross join pack_count
       join numbered pk on pk.n = 1 + (o.id * 7 + line * 13) % pack_count.n`,
    ],
    [
      'reviews',
      `with first as (select min(id) as id from users where email = 'customer1@example.in'),
       ps as (select array_agg(id order by id) as ids, count(*) as n from products)
       insert into reviews (product_id, user_id, rating, heading, comment, status, created_at)
       select ps.ids[1 + k % ps.n], first.id + k - 1, 1 + k % 5, 'Review ' || k,
         'Soaks in quickly and leaves no residue; review number ' || k || '.',
         case when k % 50 = 0 then 0 else 1 end,
         now() - (${REVIEWS} - k) * interval '1 day' * 1095 / ${REVIEWS}
       from generate_series(1, ${REVIEWS}) k, first, ps`,
    ],
    [
      'invoices',
      // One tax invoice per order that brings in money, issued when it was placed (its figures are the
      // order's amount at 18 %, enough for the month's list and totals).
      `insert into tax_documents (kind, number, order_id, token, issued_at, place_code, place_name,
         taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, details)
       select 'invoice', 'BENCH/' || o.id, o.id, md5('bench' || o.id), o.created_at, '29', 'Karnataka',
         round(o.amount_paise / 1.18)::int, (o.amount_paise - round(o.amount_paise / 1.18)::int) / 2,
         (o.amount_paise - round(o.amount_paise / 1.18)::int) - (o.amount_paise - round(o.amount_paise / 1.18)::int) / 2,
         0, o.amount_paise, '{}'::jsonb
       from orders o where o.payment_status in ('paid', 'cod', 'refunded')`,
    ],
    ['vacuum analyze', 'vacuum analyze'],
    [
      'the fill’s sizes, so the next run of a named database does not fill it again',
      `create table bigshop_fill as select ${ORDERS} as orders, ${CUSTOMERS} as customers, ${REVIEWS} as reviews`,
    ],
  ];
}

const NAMED_DATABASE = process.env.BIGSHOP_DATABASE;

/** The named database (created when missing, never dropped), or a fresh one dropped afterwards. */
async function openDatabase(postgresUrl) {
  if (NAMED_DATABASE === undefined) return createBenchDatabase(postgresUrl);
  if (!/^[a-z_][a-z0-9_]*$/.test(NAMED_DATABASE))
    throw new Error(`BIGSHOP_DATABASE must be a plain lower-case name, not ${NAMED_DATABASE}`);
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [NAMED_DATABASE]);
    if (rowCount === 0) await admin.query(`create database ${NAMED_DATABASE}`);
  } catch (error) {
    return { skipped: `cannot open ${NAMED_DATABASE} on ${postgresUrl} (${error.message})` };
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${NAMED_DATABASE}`;
  return { url: url.toString(), kept: true, drop: async () => {} };
}

/** True when an earlier run filled this database with the sizes asked now; throws on other sizes. */
async function alreadyFilled(client) {
  const { rows } = await client.query(`select to_regclass('bigshop_fill') is not null as made`);
  if (!rows[0].made) return false;
  const [filled] = (await client.query('select orders, customers, reviews from bigshop_fill')).rows;
  if (filled.orders !== ORDERS || filled.customers !== CUSTOMERS || filled.reviews !== REVIEWS)
    throw new Error(
      `${NAMED_DATABASE} holds another fill (${JSON.stringify(filled)}): drop it or name another database`,
    );
  return true;
}

async function call(storeUrl, name, body, token) {
  const response = await fetch(`${storeUrl}/prime/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`${name} answered ${response.status}: ${JSON.stringify(answer).slice(0, 200)}`);
  return answer;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One read asked again and again, one at a time: its latencies' p50 and p99 in ms. */
async function measure(storeUrl, name, body, token) {
  let bytes = 0;
  for (let i = 0; i < 5; i += 1) bytes = JSON.stringify(await call(storeUrl, name, body(i), token)).length;
  const times = [];
  const until = Date.now() + CASE_SECONDS * 1000;
  for (let i = 0; times.length < SAMPLES && Date.now() < until; i += 1) {
    const start = performance.now();
    await call(storeUrl, name, body(i), token);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { n: times.length, p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

async function fill(storeUrl, client) {
  await call(storeUrl, 'register', {
    name: SHOPPER.name,
    email: SHOPPER.email,
    mobile: '9876501234',
    password: SHOPPER.password,
    confirm_password: SHOPPER.password,
  });
  const [{ id: shopperId }] = (await client.query('select id from users where email = $1', [SHOPPER.email]))
    .rows;
  for (const [what, statement] of fillStatements(shopperId)) {
    const start = performance.now();
    await client.query(statement);
    console.log(`  ${what}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
}

export async function runBigShopBench({ postgresUrl }) {
  const database = await openDatabase(postgresUrl);
  if (database.skipped) {
    console.log(`\nBig shop: skipped, ${database.skipped}`);
    return;
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-bigshop-'));
  const keep = process.env.BIGSHOP_KEEP === '1' || database.kept === true;
  let store;
  const client = new pg.Client({ connectionString: database.url });
  try {
    console.log(
      `\nBig shop: ${ORDERS.toLocaleString('en-IN')} orders, ${CUSTOMERS.toLocaleString('en-IN')} customers, ${REVIEWS.toLocaleString('en-IN')} reviews on PostgreSQL`,
    );
    store = await startStore({
      env: {
        DATA_DIR: workDir,
        DATABASE_URL: database.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      logFile: path.join(workDir, 'server.log'),
    });
    await client.connect();
    if (await alreadyFilled(client)) console.log(`  filled by an earlier run: ${NAMED_DATABASE}`);
    else await fill(store.url, client);

    const admin = (await call(store.url, 'login', ADMIN)).user.user_token;
    const shopper = (await call(store.url, 'login', { email: SHOPPER.email, password: SHOPPER.password }))
      .user.user_token;
    const { rows: days } = await client.query(
      `select to_char((now() at time zone 'Asia/Kolkata') - interval '40 days', 'YYYY-MM-DD') as from_day,
              to_char((now() at time zone 'Asia/Kolkata') - interval '34 days', 'YYYY-MM-DD') as to_day,
              to_char((now() at time zone 'Asia/Kolkata') - interval '2 months', 'YYYY-MM') as month`,
    );
    const {
      rows: [busiest],
    } = await client.query(
      'select product_id from reviews group by product_id order by count(*) desc limit 1',
    );
    const {
      rows: [customer],
    } = await client.query('select id from users where email = $1', [
      `customer${Math.min(4242, CUSTOMERS)}@example.in`,
    ]);
    // Varied from call to call, so no answer is served from a cache of the last one.
    const phonePart = (i) => String(7000 + ((i * 37) % 2999)).padStart(4, '0') + String(i % 10);
    const emailPart = (i) => `customer${1000 + ((i * 7919) % 90000)}@`;
    const cases = [
      ['admin/order/list first page', () => ({ page: 1 })],
      ['admin/order/list status Packing', () => ({ page: 1, status: 'Packing' })],
      ['admin/order/list status Cancelled, page 3', () => ({ page: 3, status: 'Cancelled' })],
      [
        'admin/order/list a week 5 weeks ago',
        () => ({ page: 1, from: days[0].from_day, to: days[0].to_day }),
      ],
      ['admin/order/list part of a phone', (i) => ({ page: 1, search: phonePart(i) })],
      ['admin/order/list part of an email', (i) => ({ page: 1, search: emailPart(i) })],
      ['admin/customer/list first page', () => ({ page: 1 })],
      ['admin/customer/list search', (i) => ({ page: 1, search: emailPart(i) })],
      ['admin/customer/detail', () => ({ customer_id: customer.id })],
      ['admin/dashboard', () => ({})],
      ['list/order (a shopper with 40 orders)', () => ({}), shopper],
      // What the product page asks: a page of 2 (REVIEWS_PER_PAGE, contract/src/constants.ts) and the
      // summary of all the product's reviews; its With photos box asks for those alone (the fill has
      // no photos, so that page walks every review of the product looking for one: its worst case).
      [
        'list/review page 1 and summary (product page, most reviews)',
        () => ({ p_id: busiest.product_id, page: 1, page_size: 2 }),
        null,
      ],
      [
        'list/review page 500 and summary (product page, most reviews)',
        () => ({ p_id: busiest.product_id, page: 500, page_size: 2 }),
        null,
      ],
      [
        'list/review with photos, page 1 and summary (most reviews)',
        () => ({ p_id: busiest.product_id, page: 1, page_size: 2, with_photos: 1 }),
        null,
      ],
      // Every review at once: the call without `page`, which the product page no longer makes.
      [
        'list/review all, no page (no screen asks it; for comparison)',
        () => ({ p_id: busiest.product_id }),
        null,
      ],
      ['admin/invoice/list a month', () => ({ month: days[0].month, page: 1 })],
    ];
    const rows = [];
    for (const [name, body, token] of cases) {
      const call = name.split(' ')[0];
      let result;
      try {
        result = await measure(store.url, call, body, token === undefined ? admin : (token ?? undefined));
      } catch (error) {
        // A read that fails on this much data is a finding too: the others are still measured.
        console.log(`  ${name}: FAILED, ${error.message}`);
        rows.push({ read: name, calls: 0, 'answer KB': '', 'p50 ms': '', 'p99 ms': '', verdict: 'FAILED' });
        continue;
      }
      console.log(
        `  ${name}: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (${result.n} calls)`,
      );
      rows.push({
        read: name,
        calls: result.n,
        'answer KB': (result.bytes / 1024).toFixed(1),
        'p50 ms': result.p50.toFixed(1),
        'p99 ms': result.p99.toFixed(1),
        verdict: result.p99 <= GOAL_MS ? 'within' : 'OVER',
      });
    }
    console.log(
      `\nBig shop reads, one request at a time (goal p99 ≤ ${GOAL_MS} ms; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}):`,
    );
    console.table(rows);
    if (keep) console.log(`Kept the database: ${database.url}`);
  } finally {
    await client.end().catch(() => {});
    await store?.stop();
    if (!keep) await database.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
