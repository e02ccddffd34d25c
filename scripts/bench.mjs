// `npm run bench`: how close the store's catalogue answers come to a bare node:http server sending the
// same bytes, and how much JavaScript the home page loads. Figures are printed, not asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { homePageJavaScript } from './lib/home-page-weight.mjs';
import { startStore } from './lib/store-process.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const RATIO_GOAL = 0.6;
const HOME_JS_GOAL_KB = 120;

const cases = [
  { name: 'product/list {} (whole catalogue)', path: '/prime/product/list', body: '{}' },
  { name: 'product/list {"search":"serum"}', path: '/prime/product/list', body: '{"search":"serum"}' },
];

function load(url, body, seconds) {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    duration: seconds,
  });
}

async function measure(url, body) {
  await load(url, body, WARM_UP_SECONDS);
  const result = await load(url, body, SECONDS);
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p99: result.latency.p99, failed };
}

async function startBareServer(bytesFile, contentType) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'lib/bare-server.mjs'), bytesFile, contentType],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited with code ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => (child.kill('SIGTERM'), exited) };
}

await buildIfStale();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-bench-'));
const store = await startStore({
  env: { DATA_DIR: workDir, SEED_DEMO: '1' },
  logFile: path.join(workDir, 'server.log'),
});
console.log(
  `Store: ${store.url}; ${CONNECTIONS} connections, ${SECONDS} s per run after ${WARM_UP_SECONDS} s warm-up\n`,
);

const rows = [];
try {
  for (const [index, benchCase] of cases.entries()) {
    const answer = await fetch(store.url + benchCase.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: benchCase.body,
    });
    const bytes = Buffer.from(await answer.arrayBuffer());
    const bytesFile = path.join(workDir, `answer-${index}.json`);
    fs.writeFileSync(bytesFile, bytes);

    const storeRun = await measure(store.url + benchCase.path, benchCase.body);
    const bare = await startBareServer(bytesFile, answer.headers.get('content-type') ?? 'application/json');
    const bareRun = await measure(bare.url + benchCase.path, benchCase.body).finally(bare.stop);
    rows.push({ benchCase, size: bytes.length, storeRun, bareRun });
  }
} finally {
  await store.stop();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.table(
  rows.map(({ benchCase, size, storeRun, bareRun }) => ({
    case: benchCase.name,
    answer: kb(size),
    'store req/s': Math.round(storeRun.rps),
    'bare req/s': Math.round(bareRun.rps),
    [`ratio (goal ≥ ${RATIO_GOAL})`]: (storeRun.rps / bareRun.rps).toFixed(2),
    'store p99 ms': storeRun.p99,
    'bare p99 ms': bareRun.p99,
    'failed requests': storeRun.failed + bareRun.failed,
  })),
);

const weight = homePageJavaScript();
console.log('\nJavaScript the home page loads (gzip -9):');
for (const chunk of weight.chunks)
  console.log(`  ${chunk.file.padEnd(48)} ${kb(chunk.raw).padStart(9)} → ${kb(chunk.gzip)}`);
const verdict = weight.totalGzip <= HOME_JS_GOAL_KB * 1024 ? 'within' : 'OVER';
console.log(`  total ${kb(weight.totalGzip)} gzip, ${verdict} the ${HOME_JS_GOAL_KB} KB goal`);
fs.rmSync(workDir, { recursive: true, force: true });
