// Lighthouse from npm against a running store, in the system's Chromium (never a downloaded browser),
// with Lighthouse's default mobile settings: a mid-range phone's screen, simulated slow 4G and a CPU
// four times slower than this machine's. Each page is loaded once unmeasured (the store renders it and
// makes its image files on that first request, as it does for the first shopper), then measured
// `runs` times; every figure printed is the median of those runs. Each measured run's JSON report is
// kept, for the why behind a figure: the LCP breakdown, render-blocking requests, unused JavaScript,
// main-thread work.
import fs from 'node:fs';
import path from 'node:path';
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
  accessibility: { goal: 100, better: 'higher', unit: '' },
  bestPractices: { goal: 100, better: 'higher', unit: '' },
  seo: { goal: 100, better: 'higher', unit: '' },
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  return {
    performance: score('performance'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    // The audits of the other categories that fell short, by title: what keeps a score below 100.
    failing: CATEGORIES.slice(1).flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter(
          (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
        )
        .map((ref) => `${id}: ${lhr.audits[ref.id].title}`),
    ),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Measures each `{ name, url }` page; answers `[{ name, url, runs: [figures], median: figures }]`.
 * `chromePath` is the Chromium executable (scripts/lib/find-chromium.mjs); each run's report is
 * written to `reportDir` as `<page>-<run>.json`.
 */
export async function measurePages(pages, { chromePath, reportDir, runs = 3, log = () => {} }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const results = [];
    for (const page of pages) {
      const options = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      };
      log(`  ${page.name}: warm-up load`);
      await lighthouse(page.url, options);
      const measured = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await lighthouse(page.url, options);
        if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
        if (result.lhr.runtimeError) throw new Error(`${page.url}: ${result.lhr.runtimeError.message}`);
        fs.writeFileSync(path.join(reportDir, `${page.name}-${run}.json`), result.report);
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
