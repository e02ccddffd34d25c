// Builds the web app and the server bundle when their output is missing or older than any source it
// is made from, so `npm start`, the browser journeys and the benchmark always run current code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './repo-root.mjs';

const from = (...parts) => path.join(repoRoot, ...parts);

function newestChange(paths) {
  let newest = 0;
  for (const entry of paths) {
    if (!fs.existsSync(entry)) continue;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      const children = fs.readdirSync(entry).map((name) => path.join(entry, name));
      newest = Math.max(newest, newestChange(children));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

// Each source folder is walked once a run: the web's sources are those of two outputs, the contract's
// of three, and every `npm start` walks them all (docs/decisions/0044-start-up-time.md).
const newestBySource = new Map();
function newestChangeOf(sources) {
  return Math.max(
    ...sources.map((source) => {
      if (!newestBySource.has(source)) newestBySource.set(source, newestChange([source]));
      return newestBySource.get(source);
    }),
  );
}

function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  return fs.statSync(output).mtimeMs < newestChangeOf(sources);
}

const contractSources = [from('contract/src'), from('contract/package.json')];

const webSources = [
  from('web/src'),
  from('web/public'),
  from('web/index.html'),
  from('web/vite.config.ts'),
  from('web/package.json'),
  ...contractSources,
];
const serverSources = [from('server/src'), from('scripts/build-server.mjs'), ...contractSources];

/** The web app: the browser's build and the page renderer the server imports (web/dist-ssr), together. */
export function buildWebIfStale() {
  if (
    isStale(from('web/dist/index.html'), webSources) ||
    isStale(from('web/dist-ssr/entry-server.js'), webSources)
  ) {
    console.log('Building the web app (web/dist or web/dist-ssr is missing or older than its sources)…');
    // A production build whoever asks (a test runner sets NODE_ENV=test, which would make JSX dev calls).
    const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('the web build failed (npm run build -w web)');
  }
}

export async function buildIfStale() {
  buildWebIfStale();
  if (isStale(from('server/dist/main.js'), serverSources)) {
    console.log('Bundling the server (server/dist is missing or older than its sources)…');
    // Imported only when needed: esbuild is a tenth of a second of every `npm start` otherwise.
    const { buildServer } = await import('../build-server.mjs');
    await buildServer();
  }
}

// `node scripts/lib/build-if-stale.mjs web`: only the web app (server tests that read rendered pages).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'web') buildWebIfStale();
  else await buildIfStale();
}
