// The benchmark's page part: Lighthouse on the home page and a product page of a fresh store
// (scripts/lib/lighthouse.mjs), then the server-rendered product page's throughput against a bare
// node:http server answering the same bytes. Prints every figure with its goal; asserts nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { findOrInstallChromium } from './find-chromium.mjs';
import { LIGHTHOUSE_GOALS, measurePages, verdict } from './lighthouse.mjs';
import { startStore } from './store-process.mjs';

const PAGE_RATIO_GOAL = 0.5;
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const ROUND_SECONDS = 2;

/** The first product's canonical page (`/products/<slug>` once products have slugs). */
async function productPageUrl(storeUrl) {
  const answer = await fetch(`${storeUrl}/prime/product/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const product = (await answer.json()).list?.[0];
  if (!product) throw new Error('the store lists no product');
  return product.p_slug
    ? `${storeUrl}/products/${encodeURIComponent(product.p_slug)}`
    : `${storeUrl}/product-details?p_id=${product.p_id}`;
}

async function startBareServer(bytesFile, contentType) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-server.mjs'), bytesFile, contentType],
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

const get = (url, seconds) => autocannon({ url, method: 'GET', connections: CONNECTIONS, duration: seconds });

/** Store and bare server in alternating rounds, so both see the same moment of a shared machine. */
async function measurePageThroughput(pageUrl, workDir, seconds) {
  const answer = await fetch(pageUrl);
  const bytes = Buffer.from(await answer.arrayBuffer());
  const bytesFile = path.join(workDir, 'page.html');
  fs.writeFileSync(bytesFile, bytes);
  const bare = await startBareServer(bytesFile, answer.headers.get('content-type') ?? 'text/html');
  try {
    const barePageUrl = bare.url + new URL(pageUrl).pathname + new URL(pageUrl).search;
    await get(pageUrl, WARM_UP_SECONDS);
    await get(barePageUrl, WARM_UP_SECONDS);
    const runs = { store: [], bare: [] };
    for (let round = 0; round < Math.max(1, Math.round(seconds / ROUND_SECONDS)); round += 1) {
      const order = round % 2 === 0 ? ['store', 'bare'] : ['bare', 'store'];
      for (const who of order)
        runs[who].push(await get(who === 'store' ? pageUrl : barePageUrl, ROUND_SECONDS));
    }
    const rate = (results) =>
      results.reduce((sum, result) => sum + result.requests.total, 0) /
      results.reduce((sum, result) => sum + result.duration, 0);
    const failed = [...runs.store, ...runs.bare].reduce(
      (sum, result) => sum + result.non2xx + result.errors + result.timeouts,
      0,
    );
    return {
      status: answer.status,
      size: bytes.length,
      store: rate(runs.store),
      bare: rate(runs.bare),
      failed,
    };
  } finally {
    await bare.stop();
  }
}

const format = {
  performance: (value) => String(Math.round(value)),
  lcp: (value) => `${(value / 1000).toFixed(2)} s`,
  cls: (value) => value.toFixed(3),
  tbt: (value) => `${Math.round(value)} ms`,
  fcp: (value) => `${(value / 1000).toFixed(2)} s`,
  accessibility: (value) => String(Math.round(value)),
  bestPractices: (value) => String(Math.round(value)),
  seo: (value) => String(Math.round(value)),
};
const figureName = {
  performance: 'performance score',
  lcp: 'LCP',
  cls: 'CLS',
  tbt: 'TBT',
  fcp: 'FCP',
  accessibility: 'accessibility score',
  bestPractices: 'best practices score',
  seo: 'SEO score',
};
const goalText = {
  performance: `≥ ${LIGHTHOUSE_GOALS.performance.goal}`,
  lcp: `≤ ${LIGHTHOUSE_GOALS.lcp.goal / 1000} s`,
  cls: `≤ ${LIGHTHOUSE_GOALS.cls.goal}`,
  tbt: `≤ ${LIGHTHOUSE_GOALS.tbt.goal} ms`,
  fcp: '(none)',
  accessibility: `= ${LIGHTHOUSE_GOALS.accessibility.goal}`,
  bestPractices: `= ${LIGHTHOUSE_GOALS.bestPractices.goal}`,
  seo: `= ${LIGHTHOUSE_GOALS.seo.goal}`,
};

/** Lighthouse on each page (`runs` runs, median), printed with the goals; reports kept in a folder. */
async function printLighthouse(pages, runs) {
  const chromePath = findOrInstallChromium();
  // Kept after the run, since the reports say why a figure is what it is; one folder, emptied by the
  // next run, so runs do not pile up in the temporary directory.
  const reportDir = path.join(os.tmpdir(), 'prime-lighthouse-reports');
  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir);
  console.log(`\nLighthouse (mobile: simulated slow 4G, 4× CPU), median of ${runs} runs, ${chromePath}:`);
  const results = await measurePages(pages, { chromePath, reportDir, runs, log: console.log });
  console.table(
    results.flatMap(({ name, median }) =>
      Object.keys(LIGHTHOUSE_GOALS).map((key) => ({
        page: name,
        figure: figureName[key],
        median: format[key](median[key]),
        goal: goalText[key],
        verdict: verdict(key, median[key]),
      })),
    ),
  );
  for (const { name, runs: measured } of results) {
    const element = measured.find((run) => run.lcpElement)?.lcpElement;
    if (element) console.log(`  ${name}: LCP element ${element}`);
    for (const warning of new Set(measured.flatMap((run) => run.warnings)))
      console.log(`  ${name}: Lighthouse warns: ${warning}`);
    for (const failing of new Set(measured.flatMap((run) => run.failing)))
      console.log(`  ${name}: falls short in ${failing}`);
  }
  console.log(`  Each run's JSON report: ${reportDir}`);
}

/**
 * Starts a fresh store, measures, prints, stops it. `runs` Lighthouse runs per page (median);
 * `lighthouse: false` measures the page's throughput alone.
 */
export async function runPageBench({ runs = 3, seconds = 10, lighthouse = true } = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-bench-pages-'));
  const store = await startStore({
    env: { DATA_DIR: workDir, SEED_DEMO: '1', DATABASE_URL: '' },
    logFile: path.join(workDir, 'server.log'),
  });
  try {
    const pages = [
      { name: 'home', url: `${store.url}/` },
      { name: 'product', url: await productPageUrl(store.url) },
    ];
    if (lighthouse) await printLighthouse(pages, runs);

    const page = await measurePageThroughput(pages[1].url, workDir, seconds);
    const ratio = page.store / page.bare;
    console.log(
      '\nServer-rendered product page (cached) against a bare node:http server sending the same bytes:',
    );
    console.table([
      {
        page: new URL(pages[1].url).pathname,
        status: page.status,
        answer: `${(page.size / 1024).toFixed(1)} KB`,
        'store req/s': Math.round(page.store),
        'bare req/s': Math.round(page.bare),
        ratio: ratio.toFixed(2),
        goal: `≥ ${PAGE_RATIO_GOAL}`,
        verdict: ratio >= PAGE_RATIO_GOAL ? 'within' : 'BELOW',
        'failed requests': page.failed,
      },
    ]);
    fs.rmSync(workDir, { recursive: true, force: true });
  } catch (error) {
    console.log(`Pages: failed, ${error.message} (server log: ${path.join(workDir, 'server.log')})`);
    process.exitCode = 1;
  } finally {
    await store.stop();
  }
}
