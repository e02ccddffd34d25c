// Where `npm test` keeps its figures: each phase's time and each test file's, written by the runner
// (scripts/test.mjs), the Vitest reporter (unit-timing-reporter.mjs) and Playwright's JSON report,
// read back to print the phases and the slowest files (`npm run test:times`).
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './repo-root.mjs';

export const timingsDir = path.join(repoRoot, 'test-results', 'timings');
export const phasesFile = path.join(timingsDir, 'phases.json');
export const journeysReport = path.join(timingsDir, 'journeys.json');
/** One file per Vitest project: `unit-<project>.json`, `[{file, seconds, tests}]`. */
export const unitFilesReport = (project) => path.join(timingsDir, `unit-${project}.json`);

export function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 1)}\n`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Per file of the last journeys run: the sum of its tests' durations (one worker's time). */
function journeyFiles() {
  const report = readJson(journeysReport);
  if (!report) return [];
  const seconds = new Map();
  const tests = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = path.join('e2e', spec.file);
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) {
          seconds.set(file, (seconds.get(file) ?? 0) + result.duration / 1000);
          tests.set(file, (tests.get(file) ?? 0) + 1);
        }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...seconds].map(([file, s]) => ({ file, seconds: s, tests: tests.get(file) }));
}

function unitFiles() {
  if (!fs.existsSync(timingsDir)) return [];
  return fs
    .readdirSync(timingsDir)
    .filter((name) => /^unit-.+\.json$/.test(name))
    .flatMap((name) => readJson(path.join(timingsDir, name)) ?? []);
}

const pad = (text, width) => String(text).padEnd(width);
const secondsText = (seconds) => `${seconds.toFixed(1).padStart(6)} s`;

/** The figures of the last run, as printed at the end of `npm test`. */
export function timingsReport() {
  const lines = [];
  const phases = readJson(phasesFile) ?? [];
  if (phases.length > 0) {
    lines.push('Phase times (the first four in two lanes side by side):');
    for (const phase of phases) {
      const outcome = phase.wall ? '' : `  ${phase.ok ? 'passed' : 'FAILED'}`;
      lines.push(`  ${pad(phase.name, 34)}${secondsText(phase.seconds)}${outcome}`);
    }
  }
  const slowest = [...unitFiles(), ...journeyFiles()].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  if (slowest.length > 0) {
    lines.push('Ten slowest test files (set-up, import and tests of each file):');
    for (const file of slowest)
      lines.push(`  ${secondsText(file.seconds)}  ${pad(`${file.tests} tests`, 10)}  ${file.file}`);
  }
  return lines.length > 0 ? lines.join('\n') : 'No test figures yet: run `npm test` first.';
}
