// The benchmark's orders part: how many guest cash-on-delivery orders of one line a second the store
// places on the embedded database and on PostgreSQL, with their latency and how many were made or
// refused. Every order names the same pack size, so all of them queue on that pack's row lock
// (docs/decisions/0008-orders-stock-and-idempotency.md): the rate of a best seller's busiest hour.
// The confirmation mails go to the outbox folder, as on a store without SMTP: their cost is part of
// the figure. Each order is confirmed at once, so with GST invoices on each takes its invoice number
// in its transaction (docs/decisions/0023-gst-invoices.md): each database is measured with them off
// and on, and the rate with them is printed as a share of the rate without. After the load, the time
// to draw one invoice PDF (its first GET). Prints every figure; asserts nothing.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { openBenchBackend } from './bench-database.mjs';
import { cpuMicros, machineCpuMicros } from './process-cpu.mjs';
import { startStore } from './store-process.mjs';

const CONNECTIONS = 16;
const WARM_UP_SECONDS = 3;
// The most one pack size may hold (MAX_PACK_STOCK in contract/src/admin-catalogue.ts): far more than
// the run can sell, so no order is refused for want of stock.
const BENCH_STOCK = 1_000_000;
// The account the bench store creates at start (ADMIN_EMAIL, ADMIN_PASSWORD) to stock the pack size.
export const ADMIN = { email: 'admin@prime-bench.in', password: 'Admin-bench-2026' };
const GUEST = {
  u_id: '',
  payment_method: 'cod',
  user_name: 'Asha Kulkarni',
  user_email: 'asha.bench@example.in',
  user_mobile_no: '9876543210',
  user_address: '12 Carter Road, Bandra West',
  user_state: 'Maharashtra',
  user_district: 'Mumbai Suburban',
  landmark: 'Near the promenade',
  user_city: 'Mumbai',
  user_zipcode: '400050',
};

/** One API call; its answer's JSON, or an error naming the call, status and message. */
export async function call(storeUrl, name, body, token) {
  const answer = await fetch(`${storeUrl}/prime/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = await answer.json();
  if (!answer.ok) throw new Error(`${name} answered ${answer.status}: ${json.message}`);
  return json;
}

/** A fresh store with the demo catalogue and ADMIN's account on `env`'s database, in `workDir`. */
export const startBenchStore = (env, workDir, nodeArgs) =>
  startStore({
    nodeArgs,
    env: {
      DATA_DIR: workDir,
      SEED_DEMO: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    logFile: path.join(workDir, 'server.log'),
  });

/** The admin/product/save body that keeps the product as it is, with `stockOf(pack)` in each pack. */
export function saveBody(product, stockOf) {
  return {
    p_id: product.p_id,
    p_productname: product.p_productname,
    p_category: product.p_category,
    p_concern_category: product.p_concern_category,
    p_description: product.p_description,
    p_how_it_works: product.p_how_it_works,
    p_how_to_use: product.p_how_to_use,
    p_suitable_for: product.p_suitable_for,
    p_material_content: product.p_material_content,
    p_upcoming: product.p_upcoming,
    p_status: product.p_status,
    ingredients: product.ingredients.map(({ pin_description, pin_image }) => ({
      pin_description,
      ...(pin_image ? { pin_image } : {}),
    })),
    product_price: product.product_price.map((pack) => ({
      pp_id: pack.pp_id,
      pp_packet_size: pack.pp_packet_size,
      pp_prize: pack.pp_prize,
      pp_discount_prize: pack.pp_discount_prize,
      pp_stocks: stockOf(pack),
    })),
  };
}

/**
 * The first orderable product's first pack size, stocked with BENCH_STOCK units through the admin
 * console's API as a shop's team would; answers the order body and a reader of the pack's stock.
 */
async function stockedOrder(storeUrl) {
  const { user } = await call(storeUrl, 'login', { email: ADMIN.email, password: ADMIN.password });
  const { list } = await call(storeUrl, 'product/list', {});
  const listed = list.find((product) => product.p_upcoming === 0);
  if (!listed) throw new Error('the store lists no orderable product');
  const { data: product } = await call(
    storeUrl,
    'admin/product/detail',
    { p_id: listed.p_id },
    user.user_token,
  );
  const pack = product.product_price[0];
  await call(
    storeUrl,
    'admin/product/save',
    saveBody(product, (each) => (each.pp_id === pack.pp_id ? BENCH_STOCK : each.pp_stocks)),
    user.user_token,
  );
  const stock = async () => {
    const { data } = await call(storeUrl, 'admin/product/detail', { p_id: product.p_id }, user.user_token);
    return data.product_price.find((each) => each.pp_id === pack.pp_id).pp_stocks;
  };
  // One line of one unit: the client's amount is what order/quote answers, as the checkout shows it
  // (the pack's price and any delivery charge).
  const product_details = [{ product_id: product.p_id, quantity: 1, packet_size: pack.pp_packet_size }];
  const { data: quote } = await call(storeUrl, 'order/quote', { product_details, payment_method: 'cod' });
  const body = JSON.stringify({ ...GUEST, amount: quote.amount, product_details });
  const name = `${product.p_productname}, ${pack.pp_packet_size} ${product.p_unit === 'ml' ? 'ml' : 'gm'}`;
  return { body, stock, token: user.user_token, name };
}

/** India's month now, `2026-11`: the invoice list's month. */
const indiaMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/**
 * How many invoices the store has issued this month, and the time (ms, median of PDF_SAMPLES) its
 * first GET takes to draw an invoice's PDF, on invoices nobody has opened yet.
 */
const PDF_SAMPLES = 10;
async function invoiceFigures(storeUrl, token) {
  const { list, total } = await call(storeUrl, 'admin/invoice/list', { month: indiaMonth() }, token);
  const times = [];
  for (const invoice of list.slice(0, PDF_SAMPLES)) {
    const started = performance.now();
    const answer = await fetch(`${storeUrl}${invoice.url}`);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${invoice.url} answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { issued: total, pdfMs: times.length ? times[Math.floor(times.length / 2)] : NaN };
}

/** Orders for `seconds` on CONNECTIONS connections, each with an Idempotency-Key of its own. */
const placeOrders = (storeUrl, body, seconds) =>
  autocannon({
    url: `${storeUrl}/prime/add/order`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
        }),
      },
    ],
  });

/**
 * The pack's stock once the orders still under way when a load stopped are through (the load tool
 * drops their answers, the store still places them): two reads half a second apart agree.
 */
async function settledStock(stock) {
  let before;
  let now = await stock();
  do {
    before = now;
    await sleep(500);
    now = await stock();
  } while (now !== before);
  return now;
}

/** The store's engine time by statement (engine-statement-times.mjs) since it was last asked. */
async function engineTimes(store, file) {
  fs.rmSync(file, { force: true });
  process.kill(store.pid, 'SIGUSR2');
  for (let waited = 0; !fs.existsSync(file); waited += 20) {
    if (waited > 10_000) throw new Error('the store wrote no engine statement times');
    await sleep(20);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * A fresh store on `env`'s database: warm-up, then the measured run, the stock it took and the store
 * process's CPU per order placed (a figure other work on a shared machine disturbs far less than the
 * rate). With `timeStatements` (embedded only), the engine's time by statement during the run.
 */
async function measureOrders(env, workDir, seconds, timeStatements) {
  const timesFile = path.join(workDir, 'engine-statement-times.json');
  const store = await startBenchStore(
    timeStatements ? { ...env, ENGINE_STATEMENT_TIMES: timesFile } : env,
    workDir,
    timeStatements ? ['--import', path.join(import.meta.dirname, 'engine-statement-times.mjs')] : undefined,
  );
  try {
    const order = await stockedOrder(store.url);
    await placeOrders(store.url, order.body, WARM_UP_SECONDS);
    const stockBefore = await settledStock(order.stock);
    if (timeStatements) await engineTimes(store, timesFile);
    const [cpuBefore, machineBefore] = [cpuMicros(store.pid), machineCpuMicros()];
    const result = await placeOrders(store.url, order.body, seconds);
    const machineAfter = machineCpuMicros();
    const stockTaken = stockBefore - (await settledStock(order.stock));
    const cpuPerOrder = (cpuMicros(store.pid) - cpuBefore) / stockTaken;
    const machinePerOrder = (machineAfter - machineBefore) / stockTaken;
    const statements = timeStatements ? await engineTimes(store, timesFile) : undefined;
    const invoices = await invoiceFigures(store.url, order.token);
    return { order, result, stockTaken, cpuPerOrder, machinePerOrder, statements, invoices };
  } finally {
    await store.stop();
  }
}

/**
 * The engine's share of an order: its milliseconds an order in all, and the statements that take the
 * most, each with its calls and microseconds an order (the stock reads between runs count too).
 */
function engineNotes(backend, statements, orders, cpuPerOrder) {
  const engineMs = statements.reduce((sum, [, { ms }]) => sum + ms, 0) / orders;
  return [
    `${backend}: the engine ran ${engineMs.toFixed(2)} ms of each order's ${(cpuPerOrder / 1000).toFixed(1)} ms ` +
      `of store CPU, on the one thread that answers requests: one engine runs at most ` +
      `${Math.round(1000 / engineMs)} orders a second`,
    ...statements
      .slice(0, 8)
      .map(
        ([statement, { calls, ms }]) =>
          `  ${((ms * 1000) / orders).toFixed(0).padStart(5)} µs in ${(calls / orders).toFixed(2)} calls: ` +
          statement.slice(0, 110),
      ),
  ];
}

/** Refused answers by status: `409 ×3, 500 ×1`, or `0`. */
function refusals(result) {
  const byStatus = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => !status.startsWith('2'));
  return byStatus.length === 0
    ? '0'
    : byStatus.map(([status, { count }]) => `${status} ×${count}`).join(', ');
}

/** One row of the table and its notes: a store on `env` placing orders for `seconds`. */
async function measuredRow(backend, invoicesOn, env, seconds) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-bench-orders-'));
  const timeStatements = backend === 'embedded' && process.env.BENCH_STATEMENT_TIMES === '1';
  try {
    const measured = await measureOrders(
      { ...env, GST_INVOICES: invoicesOn ? 'on' : 'off' },
      workDir,
      seconds,
      timeStatements,
    );
    const { order, result, stockTaken, cpuPerOrder, machinePerOrder, statements, invoices } = measured;
    // Every answered order took its unit before it was answered; those under way when the load
    // stopped (one a connection at most) took theirs too, unanswered.
    const underWay = stockTaken - result['2xx'];
    const check = underWay >= 0 && underWay <= CONNECTIONS ? '' : ' — does NOT match the orders made';
    fs.rmSync(workDir, { recursive: true, force: true });
    return {
      row: {
        database: backend,
        'GST invoices': invoicesOn ? 'on' : 'off',
        'orders/s': Math.round(result['2xx'] / result.duration),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'orders made': result['2xx'],
        refused: refusals(result),
        errors: result.errors + result.timeouts,
        // On PostgreSQL the database server's own work is not in it.
        'store CPU ms/order': (cpuPerOrder / 1000).toFixed(1),
        // Every process's: the store, the database server, this load tool. The machine's cores can
        // place no more than the ceiling a second at that cost, whatever the store does.
        'machine CPU ms/order': (machinePerOrder / 1000).toFixed(1),
        'ceiling orders/s': Math.round((os.availableParallelism() * 1e6) / machinePerOrder),
        'invoice PDF ms': invoicesOn ? invoices.pdfMs.toFixed(0) : '',
      },
      notes: [
        `${backend}, invoices ${invoicesOn ? 'on' : 'off'}: ${order.name}; stock taken ${stockTaken}: ` +
          `${result['2xx']} answered, ${underWay} under way when the load stopped${check}; ` +
          `${invoices.issued} GST invoices issued this month`,
        ...(statements ? engineNotes(backend, statements, stockTaken, cpuPerOrder) : []),
      ],
    };
  } catch (error) {
    throw new Error(`${error.message} (server log: ${path.join(workDir, 'server.log')})`);
  }
}

/**
 * Measures each of `databases` ('embedded', 'postgresql': a fresh database on `postgresUrl`, dropped
 * afterwards) twice, GST invoices off then on (GST_INVOICES; the second run's invoices are the only
 * ones of the month), and prints one table and the rate with invoices as a share of the rate without.
 * A database that cannot be measured is named with the reason.
 */
export async function runOrderBench({ seconds, postgresUrl, databases = ['embedded', 'postgresql'] }) {
  console.log(
    `\nOrders without and with GST invoices (guest, cash on delivery, one line of one unit, the same ` +
      `pack size), ${CONNECTIONS} connections for ${seconds} s after ${WARM_UP_SECONDS} s warm-up:`,
  );
  const rows = [];
  const notes = [];
  for (const backend of ['embedded', 'postgresql'].filter((name) => databases.includes(name))) {
    const opened = await openBenchBackend(backend, postgresUrl);
    if (opened.skipped) {
      notes.push(`${backend}: skipped, ${opened.skipped} (set BENCH_POSTGRES_URL to another server)`);
      continue;
    }
    try {
      const without = await measuredRow(backend, false, opened.env, seconds);
      const withInvoices = await measuredRow(backend, true, opened.env, seconds);
      rows.push(without.row, withInvoices.row);
      const share = withInvoices.row['orders/s'] / without.row['orders/s'];
      notes.push(
        ...without.notes,
        ...withInvoices.notes,
        `${backend}: the rate with invoices is ${share.toFixed(2)}× the rate without (goal ≥ 0.8)`,
      );
    } catch (error) {
      notes.push(`${backend}: failed, ${error.message}`);
      process.exitCode = 1;
    } finally {
      await opened.close?.();
    }
  }
  if (rows.length > 0) console.table(rows);
  for (const note of notes) console.log(`  ${note}`);
}
