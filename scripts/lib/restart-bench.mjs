// The benchmark's restart part: how long `npm start` takes on an existing embedded data folder before
// it answers `GET /healthz` (a supervisor's restart, a deployment). A fresh data folder is made once
// (migrations, demo seed, images, the first upkeep), the store stopped, then started again
// RESTARTS times the way `npm start` runs it (`node scripts/start.mjs`: the staleness check, then
// the server bundle), each timed from the spawn to the first 200 of /healthz, asked every 10 ms.
// Prints every figure; asserts nothing (docs/decisions/0044-start-up-time.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './repo-root.mjs';
import { startStore } from './store-process.mjs';

const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 5);
const GOAL_MS = 3_000;
const POLL_MS = 10;

/** One start of the built store on `dataDir` by scripts/start.mjs: its milliseconds to the first 200. */
async function timedStart(dataDir) {
  const started = performance.now();
  const store = await startStore({
    env: { DATA_DIR: dataDir },
    logFile: path.join(dataDir, 'restart.log'),
    pollMs: POLL_MS,
    script: path.join(repoRoot, 'scripts/start.mjs'),
  });
  const took = performance.now() - started;
  await store.stop();
  return took;
}

export async function runRestartBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-bench-restart-'));
  try {
    const first = await startStore({ env: { DATA_DIR: dataDir }, logFile: path.join(dataDir, 'first.log') });
    // Stopping waits for the first start's work after listening (the upkeep after the seed).
    await first.stop();
    const times = [];
    for (let run = 0; run < RESTARTS; run++) times.push(await timedStart(dataDir));
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const max = sorted.at(-1);
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`\nRestart on an existing embedded data folder, spawn to the first 200 of /healthz:`);
    console.log(`  ${times.map(seconds).join(', ')}`);
    const verdict = max <= GOAL_MS ? 'within' : 'OVER';
    console.log(`  median ${seconds(median)}, max ${seconds(max)}: ${verdict} the ${seconds(GOAL_MS)} goal`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
