// `npm run test:changed`: the quick loop. Only what the working tree's changes (against HEAD, new
// files included) can break: lint and format of the changed files, the type check of each workspace
// they touch (all of them for a contract change), the changed test files, the test files beside a
// changed file and those that import one, and a changed journey file. The whole check is still
// `npm test`.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/repo-root.mjs';

const git = (...args) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => fs.existsSync(`${repoRoot}/${file}`));

if (changed.length === 0) {
  console.log('No changes against HEAD: nothing to test.');
  process.exit(0);
}
console.log(`Changed: ${changed.join(', ')}`);

function run(command, args) {
  return new Promise((resolve) => {
    console.log(`\n$ ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
  });
}

const code = changed.filter((file) => /\.(m?[jt]sx?)$/.test(file));
const sources = code.filter((file) => !file.startsWith('e2e/'));
const workspaces = new Set(sources.map((file) => file.split('/')[0]));
// Server and web both compile the contract's files.
if (workspaces.has('contract')) ['server', 'web'].forEach((workspace) => workspaces.add(workspace));
if (code.some((file) => file.startsWith('e2e/'))) workspaces.add('e2e');
const journeys = changed.filter((file) => /^e2e\/.*\.spec\.ts$/.test(file));

const steps = [];
if (code.length > 0) steps.push(['npx', ['eslint', ...code]]);
steps.push(['npx', ['prettier', '--check', '--ignore-unknown', '--log-level', 'warn', ...changed]]);
for (const workspace of ['contract', 'server', 'web', 'e2e'].filter((name) => workspaces.has(name)))
  steps.push(['npx', ['tsc', '-p', workspace, '--noEmit']]);
const tests = testsOf(sources);
if (tests.length > 0) steps.push(['npx', ['vitest', 'run', ...tests]]);
if (journeys.length > 0) steps.push(['node', ['scripts/e2e.mjs', ...journeys]]);

/**
 * The test files to run for changed sources: the changed tests, the tests in a changed file's
 * folder, and the tests that import a changed file themselves. Not every test that reaches it
 * through the app (every API test imports every route), which would be nearly the whole suite.
 */
function testsOf(files) {
  const allTests = git('ls-files', '--cached', '--others', '--exclude-standard', '*.test.ts', '*.test.tsx');
  const changedFiles = new Set(files.map((file) => path.resolve(repoRoot, file)));
  const folders = new Set(files.map((file) => path.dirname(file)));
  const importsChanged = (test) => {
    const text = fs.readFileSync(path.join(repoRoot, test), 'utf8');
    return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].some(([, specifier]) =>
      changedFiles.has(path.resolve(repoRoot, path.dirname(test), specifier)),
    );
  };
  return allTests.filter(
    (test) =>
      fs.existsSync(path.join(repoRoot, test)) &&
      (files.includes(test) || folders.has(path.dirname(test)) || importsChanged(test)),
  );
}

let failed = 0;
for (const [command, args] of steps) if (!(await run(command, args))) failed += 1;
console.log(failed === 0 ? '\nEvery check of the changes passed.' : `\n${failed} check(s) failed.`);
process.exit(failed === 0 ? 0 : 1);
