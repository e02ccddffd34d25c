// The benchmark's console part: how long the console's two commonest stock writes take, one after the
// other as a member of staff makes them — `admin/product/save` (the product kept as it is but for its
// first pack's stock, which moves by one each time) and `admin/stock/receive` (a delivery into one of
// ten batches) — on a fresh store on each database, with p50, p99 and the slowest against the 50 ms
// p99 goal (docs/decisions/0030-stock-lots.md). Prints every figure; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openBenchBackend } from './bench-database.mjs';
import { ADMIN, call, saveBody, startBenchStore } from './order-bench.mjs';

const WARM_UP_CALLS = 20;
const MEASURED_CALLS = 200;
const P99_GOAL_MS = 50;

/** p50, p99 and the slowest of `times` (ms), rounded to a tenth. */
function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  const round = (ms) => Math.round(ms * 10) / 10;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted.at(-1)) };
}

/** Runs `write(i)` WARM_UP_CALLS times unmeasured, then MEASURED_CALLS times; the measured times. */
async function timedCalls(write) {
  const times = [];
  for (let i = 0; i < WARM_UP_CALLS + MEASURED_CALLS; i++) {
    const started = performance.now();
    await write(i);
    if (i >= WARM_UP_CALLS) times.push(performance.now() - started);
  }
  return times;
}

async function measureConsole(env, workDir) {
  const store = await startBenchStore(env, workDir);
  try {
    const { user } = await call(store.url, 'login', { email: ADMIN.email, password: ADMIN.password });
    const token = user.user_token;
    const { list } = await call(store.url, 'product/list', {});
    const { data: product } = await call(store.url, 'admin/product/detail', { p_id: list[0].p_id }, token);
    const pack = product.product_price[0];
    const saves = await timedCalls((i) =>
      call(
        store.url,
        'admin/product/save',
        saveBody(product, (each) =>
          each.pp_id === pack.pp_id ? pack.pp_stocks + 1 + (i % 2) : each.pp_stocks,
        ),
        token,
      ),
    );
    const receives = await timedCalls((i) =>
      call(
        store.url,
        'admin/stock/receive',
        { pp_id: pack.pp_id, batch_no: `BENCH-${i % 10}`, mfg: '2026-10', expiry: '2028-09', quantity: 5 },
        token,
      ),
    );
    return { saves: percentiles(saves), receives: percentiles(receives) };
  } finally {
    await store.stop();
  }
}

/** Measures each of `databases` ('embedded', 'postgresql': a fresh database on `postgresUrl`) and prints one table. */
export async function runConsoleBench({ postgresUrl, databases = ['embedded', 'postgresql'] }) {
  console.log(
    `\nConsole writes, one after the other (${MEASURED_CALLS} each after ${WARM_UP_CALLS} unmeasured), ` +
      `goal p99 ≤ ${P99_GOAL_MS} ms:`,
  );
  const rows = [];
  for (const backend of ['embedded', 'postgresql'].filter((name) => databases.includes(name))) {
    const opened = await openBenchBackend(backend, postgresUrl);
    if (opened.skipped) {
      console.log(`  ${backend}: skipped, ${opened.skipped}`);
      continue;
    }
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-bench-console-'));
    try {
      const { saves, receives } = await measureConsole(opened.env, workDir);
      for (const [name, figures] of [
        ['admin/product/save', saves],
        ['admin/stock/receive', receives],
      ]) {
        const verdict = figures.p99 <= P99_GOAL_MS ? 'met' : 'MISSED';
        rows.push({
          database: backend,
          call: name,
          'p50 ms': figures.p50,
          'p99 ms': figures.p99,
          'max ms': figures.max,
          goal: verdict,
        });
      }
      fs.rmSync(workDir, { recursive: true, force: true });
    } catch (error) {
      console.log(`  ${backend}: failed, ${error.message} (server log: ${path.join(workDir, 'server.log')})`);
      process.exitCode = 1;
    } finally {
      await opened.close?.();
    }
  }
  if (rows.length > 0) console.table(rows);
}
