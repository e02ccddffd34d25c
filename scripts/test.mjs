// `npm test`: every check of the repository, phase by phase — lint, format and the type check side by
// side, the unit and API tests of each workspace, then the browser journeys — and, at the end, each
// phase's time and the ten slowest test files (docs/decisions/0036-test-run-budget.md). Every phase
// runs even when an earlier one failed, so one run shows every failure; the exit code is 1 if any did.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { repoRoot } from './lib/repo-root.mjs';
import { phasesFile, timingsDir, timingsReport, writeJson } from './lib/test-timings.mjs';

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
  });
}

/** Runs the commands one after the other, stopping at the first that fails. */
async function phase(name, commands) {
  const started = performance.now();
  let ok = true;
  for (const [command, ...args] of commands) {
    ok = await run(command, args);
    if (!ok) break;
  }
  return { name, seconds: (performance.now() - started) / 1000, ok };
}

fs.rmSync(timingsDir, { recursive: true, force: true });
const started = performance.now();
const phases = [];
// The checks in two lanes, one process at a time in each, so the single-threaded checks keep both
// cores busy and the lanes end about together (alone: eslint 25 s, prettier 27 s, the type check of
// server 31 s, web 28 s, contract 5 s, e2e 4 s; docs/decisions/0036-test-run-budget.md).
const typecheck = (workspaces) => workspaces.map((workspace) => ['npx', 'tsc', '-p', workspace, '--noEmit']);
const lanes = [
  [
    ['lint', [['npx', 'eslint', '.']]],
    ['typecheck: web, e2e', typecheck(['web', 'e2e'])],
  ],
  [
    ['typecheck: server, contract', typecheck(['server', 'contract'])],
    ['format', [['npx', 'prettier', '--check', '--log-level', 'warn', '.']]],
  ],
];
const laneResults = await Promise.all(
  lanes.map(async (lane) => {
    const results = [];
    for (const [name, commands] of lane) results.push(await phase(name, commands));
    return results;
  }),
);
phases.push(...laneResults.flat());
// A workspace's files that mock a module run in its `<workspace>-isolated` project (vitest.config.ts).
for (const workspace of ['contract', 'server', 'web'])
  phases.push(
    await phase(`unit and API: ${workspace}`, [
      ['npx', 'vitest', 'run', '--project', workspace, '--project', `${workspace}-isolated`],
    ]),
  );
phases.push(await phase('journeys', [['node', 'scripts/e2e.mjs']]));

phases.push({ name: 'whole run', seconds: (performance.now() - started) / 1000, ok: true, wall: true });
writeJson(phasesFile, phases);
console.log(`\n${timingsReport()}`);
const failed = phases.filter((entry) => !entry.ok).map((entry) => entry.name);
if (failed.length > 0) console.log(`\nFailed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
