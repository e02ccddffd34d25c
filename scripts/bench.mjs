// `npm run bench`: how close the store's catalogue answers and cart quotes come to a bare node:http
// server sending the same bytes, how much memory the store holds after that load and how many orders
// a second it places (on the embedded database and on PostgreSQL), and how much JavaScript the home
// page loads. Figures are printed, not asserted.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { openBenchBackend } from './lib/bench-database.mjs';
import { runBigShopBench } from './lib/bigshop-bench.mjs';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { lockHeldByAncestor } from './lib/build-lock.mjs';
import { homePageScripts } from './lib/home-page-scripts.mjs';
import { runPageBench } from './lib/lighthouse-bench.mjs';
import { runRestartBench } from './lib/restart-bench.mjs';
import { runLargeSearchBench } from './lib/search-bench.mjs';
import { runConsoleBench } from './lib/console-bench.mjs';
import { runOrderBench } from './lib/order-bench.mjs';
import { cpuMicros } from './lib/process-cpu.mjs';
import { processMemory } from './lib/process-memory.mjs';
import { startStore } from './lib/store-process.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const ROUND_SECONDS = 2;
const RATIO_GOAL = { catalogue: 0.6, search: 0.85, searchVariant: 0.5 };
// order/quote prices a cart from the database on every call (nothing cached but the shop's settings).
const QUOTE_GOAL_RPS = 2000;
const RSS_GOAL_MB = { embedded: 350, postgresql: 200 };
// The memory goals are a 1 GB server's (docs/decisions/0010-process-memory.md), where
// Node caps the JavaScript heap at a quarter of the memory. On a machine with more, it lets garbage
// grow for longer: the stores measured get the cap Node would give them there.
const TARGET_SERVER_NODE_ARGS = ['--max-old-space-size=256'];
const HOME_JS_GOAL_KB = 120;
const QUOTE_COUPON = 'PRIME10';
// The server the PostgreSQL case creates its own database on (and drops it afterwards).
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
// The build shared with the browser journeys of other checkouts on the machine is serialised.
const BUILD_LOCK = '/tmp/prime-build.lock';
// BENCH_ONLY=lighthouse (or api, orders, js; comma-separated) runs only those parts: api = the catalogue
// answers and the store's memory on each database; orders = guest orders placed a second on each
// database (scripts/lib/order-bench.mjs); console = a product save's and a stock receive's latency
// on each database (scripts/lib/console-bench.mjs); js = the JavaScript the home page loads; lighthouse =
// Lighthouse on the home and a product page, and the server-rendered page's throughput; pages = that
// throughput alone; search5k = an uncached search's latency on 5,000 generated products
// (scripts/lib/search-bench.mjs); restart = `npm start`'s time to answer on an existing embedded data
// folder (scripts/lib/restart-bench.mjs); bigshop = the console's and shoppers' reads on a million orders (not
// run unless named: it fills a PostgreSQL database for minutes; scripts/lib/bigshop-bench.mjs).
const only = new Set(
  (process.env.BENCH_ONLY ?? 'api,restart,search5k,orders,console,js,lighthouse')
    .split(',')
    .map((part) => part.trim()),
);

const cases = [
  {
    key: 'catalogue',
    name: 'product/list {} (whole catalogue)',
    goal: RATIO_GOAL.catalogue,
    path: '/prime/product/list',
    body: '{}',
  },
  {
    key: 'search',
    name: 'product/list {"search":"serum"}',
    goal: RATIO_GOAL.search,
    path: '/prime/product/list',
    body: '{"search":"serum"}',
  },
  // A typo forgiven (`niacinamde`) and a synonym (`vit c`): each a kept answer once asked
  // (docs/decisions/0020-search.md).
  {
    key: 'typo',
    name: 'product/list {"search":"niacinamde"}',
    goal: RATIO_GOAL.searchVariant,
    path: '/prime/product/list',
    body: '{"search":"niacinamde"}',
  },
  {
    key: 'synonym',
    name: 'product/list {"search":"vit c serum"}',
    goal: RATIO_GOAL.searchVariant,
    path: '/prime/product/list',
    body: '{"search":"vit c serum"}',
  },
  {
    key: 'quote1',
    name: `order/quote 1 line, ${QUOTE_COUPON}`,
    rpsGoal: QUOTE_GOAL_RPS,
    path: '/prime/order/quote',
    body: (storeUrl) => quoteBody(storeUrl, 1),
  },
  {
    key: 'quote5',
    name: `order/quote 5 lines, ${QUOTE_COUPON}`,
    rpsGoal: QUOTE_GOAL_RPS,
    path: '/prime/order/quote',
    body: (storeUrl) => quoteBody(storeUrl, 5),
  },
];

/**
 * A cart of the first `lineCount` products on sale, one unit of a pack in stock each, with the demo
 * coupon (judged without an email, so it applies), as the cart panel asks for its price.
 */
async function quoteBody(storeUrl, lineCount) {
  const post = async (name, body) =>
    (
      await fetch(`${storeUrl}/prime/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const { list } = await post('product/list', {});
  const product_details = list
    .filter((product) => product.p_upcoming === 0)
    .flatMap((product) => {
      const pack = product.product_price.find((each) => each.pp_stocks > 0);
      return pack ? [{ product_id: product.p_id, quantity: 1, packet_size: pack.pp_packet_size }] : [];
    })
    .slice(0, lineCount);
  const body = { product_details, coupon_code: QUOTE_COUPON, payment_method: 'cod' };
  const { data } = await post('order/quote', body);
  if (product_details.length < lineCount || data?.coupon_message !== 'Coupon applied!')
    throw new Error(`no ${lineCount}-line cart the coupon applies to: ${JSON.stringify(data)}`);
  return JSON.stringify(body);
}

/**
 * The next of many shoppers' addresses, 10.0.0.1 on. The load reaches the store through the loopback,
 * which it trusts as its proxy (TRUST_PROXY), each request from a shopper of its own: per-address limits
 * (a quote's coupon counts against `check/coupon`'s 60 an hour) hold for each shopper as in a shop's
 * busy hour, instead of refusing the whole load as one client.
 */
let shoppers = 0;
const nextShopper = () => {
  shoppers += 1;
  return `10.${(shoppers >> 16) & 255}.${(shoppers >> 8) & 255}.${shoppers & 255}`;
};

function load(url, body, seconds) {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextShopper() },
        }),
      },
    ],
  });
}

/** One round of load on `target` ({ url, pid }), with the CPU its process spent per request. */
async function measuredLoad(target, body, seconds) {
  const cpuBefore = cpuMicros(target.pid);
  const result = await load(target.url, body, seconds);
  const cpu = cpuMicros(target.pid) - cpuBefore;
  return { ...result, cpuPerRequest: result.requests.total ? cpu / result.requests.total : NaN };
}

/**
 * Measures the store and the bare server (each `{ url, pid }`) in alternating rounds of ROUND_SECONDS
 * each, so both see the same machine: on a machine shared with other work, one long run each would
 * compare two moments. Besides the rates, the CPU each process spent per request (median of the
 * rounds): a figure that other work on the machine disturbs far less.
 */
async function measurePair(store, bare, body) {
  await load(store.url, body, WARM_UP_SECONDS);
  await load(bare.url, body, WARM_UP_SECONDS);
  const runs = { store: [], bare: [] };
  const rounds = Math.max(1, Math.round(SECONDS / ROUND_SECONDS));
  for (let round = 0; round < rounds; round++) {
    // Who goes first alternates too, so neither always follows the other's load.
    const order = round % 2 === 0 ? ['store', 'bare'] : ['bare', 'store'];
    for (const who of order)
      runs[who].push(await measuredLoad(who === 'store' ? store : bare, body, ROUND_SECONDS));
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = (results) => {
    const seconds = results.reduce((sum, result) => sum + result.duration, 0);
    return {
      rps: results.reduce((sum, result) => sum + result.requests.total, 0) / seconds,
      p99: median(results.map((result) => result.latency.p99)),
      cpuPerRequest: median(results.map((result) => result.cpuPerRequest)),
      failed: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
    };
  };
  return { storeRun: summary(runs.store), bareRun: summary(runs.bare) };
}

async function startBareServer(bytesFile, contentType) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'lib/bare-server.mjs'), bytesFile, contentType],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited with code ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => (child.kill('SIGTERM'), exited) };
}

// BENCH_CASES=search (or catalogue, typo, synonym, quote1, quote5; comma-separated) measures those cases only.
const chosenCases = cases.filter(({ key }) =>
  (process.env.BENCH_CASES ?? 'catalogue,search,typo,synonym,quote1,quote5').split(',').includes(key),
);

/**
 * Builds what is stale, under the build lock when `flock` is there (Linux), unless the bench already
 * runs under it (`flock /tmp/prime-build.lock npm run bench`, which keeps others' builds from
 * replacing web/dist while it measures): taking it a second time would wait forever.
 */
async function build() {
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!hasFlock || lockHeldByAncestor(BUILD_LOCK)) return buildIfStale();
  const module = pathToFileURL(path.join(import.meta.dirname, 'lib/build-if-stale.mjs')).href;
  const script = `const { buildIfStale } = await import(${JSON.stringify(module)}); await buildIfStale();`;
  const result = spawnSync('flock', [BUILD_LOCK, process.execPath, '--input-type=module', '--eval', script], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the build failed');
}

/** Every case against one store, each followed by the bare server sending that case's bytes. */
async function runBackend(backend, env, workDir) {
  const store = await startStore({
    env: { DATA_DIR: workDir, SEED_DEMO: '1', TRUST_PROXY: '127.0.0.1', ...env },
    logFile: path.join(workDir, 'server.log'),
    nodeArgs: [...TARGET_SERVER_NODE_ARGS, ...(process.env.STORE_NODE_ARGS?.split(' ') ?? [])],
  });
  const started = processMemory(store.pid);
  const rows = [];
  try {
    for (const [index, benchCase] of chosenCases.entries()) {
      const body = typeof benchCase.body === 'function' ? await benchCase.body(store.url) : benchCase.body;
      const answer = await fetch(store.url + benchCase.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      const bytesFile = path.join(workDir, `answer-${index}.json`);
      fs.writeFileSync(bytesFile, bytes);

      const bare = await startBareServer(bytesFile, answer.headers.get('content-type') ?? 'application/json');
      const { storeRun, bareRun } = await measurePair(
        { url: store.url + benchCase.path, pid: store.pid },
        { url: bare.url + benchCase.path, pid: bare.pid },
        body,
      ).finally(bare.stop);
      rows.push({ backend, benchCase, size: bytes.length, storeRun, bareRun });
    }
    return { rows, memory: { backend, started, loaded: processMemory(store.pid) } };
  } finally {
    await store.stop();
  }
}

await build();
console.log(
  `${CONNECTIONS} connections; store and bare server alternate in ${ROUND_SECONDS} s rounds, ` +
    `${SECONDS} s each in all, after ${WARM_UP_SECONDS} s warm-up each\n`,
);

const rows = [];
const memories = [];
const notes = [];
const backends = ['embedded', 'postgresql'].map((backend) => ({
  backend,
  open: () => openBenchBackend(backend, POSTGRES_URL),
}));
// BENCH_DATABASES=embedded (or postgresql) measures one of them only.
const chosen = (process.env.BENCH_DATABASES ?? 'embedded,postgresql').split(',').map((name) => name.trim());
for (const { backend, open } of backends.filter(
  ({ backend }) => only.has('api') && chosen.includes(backend),
)) {
  const opened = await open();
  if (opened.skipped) {
    notes.push(`${backend}: skipped, ${opened.skipped} (set BENCH_POSTGRES_URL to another server)`);
    continue;
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-bench-'));
  console.log(`${backend}: measuring…`);
  try {
    const result = await runBackend(backend, opened.env, workDir);
    rows.push(...result.rows);
    memories.push(result.memory);
    fs.rmSync(workDir, { recursive: true, force: true });
  } catch (error) {
    notes.push(`${backend}: failed, ${error.message} (server log: ${path.join(workDir, 'server.log')})`);
  } finally {
    await opened.close?.();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (value) => (value === undefined ? 'n/a' : `${Math.round(value)} MB`);
if (only.has('api')) {
  console.log('\nThroughput against a bare node:http server sending the same bytes:');
  console.table(
    rows.map(({ backend, benchCase, size, storeRun, bareRun }) => ({
      database: backend,
      case: benchCase.name,
      answer: kb(size),
      'store req/s': Math.round(storeRun.rps),
      'bare req/s': Math.round(bareRun.rps),
      ratio: (storeRun.rps / bareRun.rps).toFixed(2),
      goal: benchCase.rpsGoal ? `≥ ${benchCase.rpsGoal} req/s` : `≥ ${benchCase.goal}`,
      'store p99 ms': storeRun.p99,
      'bare p99 ms': bareRun.p99,
      'store CPU µs/req': Math.round(storeRun.cpuPerRequest),
      'bare CPU µs/req': Math.round(bareRun.cpuPerRequest),
      'failed requests': storeRun.failed + bareRun.failed,
    })),
  );

  console.log('\nMemory of the store process (VmRSS; peak is VmHWM since start):');
  console.table(
    memories.map(({ backend, started, loaded }) => ({
      database: backend,
      'RSS when ready': mb(started?.rssMb),
      'RSS after the load': mb(loaded?.rssMb),
      'peak RSS': mb(loaded?.peakMb),
      goal: `≤ ${RSS_GOAL_MB[backend]} MB`,
      verdict: loaded ? (loaded.rssMb <= RSS_GOAL_MB[backend] ? 'within' : 'OVER') : 'n/a',
    })),
  );
}
for (const note of notes) console.log(`Note: ${note}`);

if (only.has('restart')) await runRestartBench();

if (only.has('search5k')) await runLargeSearchBench({ postgresUrl: POSTGRES_URL, databases: chosen });

if (only.has('orders'))
  await runOrderBench({ seconds: SECONDS, postgresUrl: POSTGRES_URL, databases: chosen });

if (only.has('console')) await runConsoleBench({ postgresUrl: POSTGRES_URL, databases: chosen });

if (only.has('js')) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-bench-js-'));
  const store = await startStore({ env: { DATA_DIR: workDir }, logFile: path.join(workDir, 'server.log') });
  try {
    const weight = await homePageScripts(store.url);
    console.log('\nJavaScript the home page loads until the network is idle (gzip -9):');
    for (const chunk of weight.chunks)
      console.log(`  ${chunk.file.padEnd(48)} ${kb(chunk.raw).padStart(9)} → ${kb(chunk.gzip)}`);
    const verdict = weight.totalGzip <= HOME_JS_GOAL_KB * 1024 ? 'within' : 'OVER';
    console.log(
      `  total ${kb(weight.totalGzip)} gzip in ${weight.chunks.length} files, ${verdict} the ${HOME_JS_GOAL_KB} KB goal`,
    );
  } finally {
    await store.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (only.has('bigshop')) await runBigShopBench({ postgresUrl: POSTGRES_URL });

if (only.has('lighthouse') || only.has('pages'))
  await runPageBench({ seconds: SECONDS, lighthouse: only.has('lighthouse') });
