// Lighthouse from npm against a running store, in the system's Chromium (never a downloaded browser),
// with Lighthouse's default mobile settings: a mid-range phone's screen, simulated slow 4G and a CPU
// four times slower than this machine's. Each page is loaded once unmeasured (the store renders it and
// makes its image files on that first request, as it does for the first shopper), then measured
// `runs` times; every figure printed is the median of those runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const LIGHTHOUSE_GOALS = {
  performance: { goal: 95, better: 'higher', unit: '' },
  lcp: { goal: 1800, better: 'lower', unit: 'ms' },
  cls: { goal: 0.05, better: 'lower', unit: '' },
  tbt: { goal: 150, better: 'lower', unit: 'ms' },
  fcp: { goal: undefined, better: 'lower', unit: 'ms' },
};

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Measures each `{ name, url }` page; answers `[{ name, url, runs: [figures], median: figures }]`.
 * `chromePath` is the Chromium executable (scripts/lib/find-chromium.mjs).
 */
export async function measurePages(pages, { chromePath, runs = 3, log = () => {} }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const results = [];
    for (const page of pages) {
      const options = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      };
      log(`  ${page.name}: warm-up load`);
      await lighthouse(page.url, options);
      const measured = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await lighthouse(page.url, options);
        if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
        if (result.lhr.runtimeError) throw new Error(`${page.url}: ${result.lhr.runtimeError.message}`);
        const run_ = figures(result.lhr);
        log(
          `  ${page.name}: run ${run}/${runs}, performance ${run_.performance}, LCP ${Math.round(run_.lcp)} ms`,
        );
        measured.push(run_);
      }
      const medianFigures = Object.fromEntries(
        Object.keys(LIGHTHOUSE_GOALS).map((key) => [key, median(measured.map((run) => run[key]))]),
      );
      results.push({ ...page, runs: measured, median: medianFigures });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** "within", "OVER" or "BELOW" for one median figure against its goal; "" when it has none. */
export function verdict(key, value) {
  const { goal, better } = LIGHTHOUSE_GOALS[key];
  if (goal === undefined || !Number.isFinite(value)) return '';
  if (better === 'higher') return value >= goal ? 'within' : 'BELOW';
  return value <= goal ? 'within' : 'OVER';
}
