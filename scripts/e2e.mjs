// `npm run test:e2e`: the browser journeys in e2e/ against the built store, started fresh on a free
// port with a temporary data folder and the demo catalogue. Extra arguments go to Playwright
// (`node scripts/e2e.mjs e2e/browse.spec.ts`).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { findOrInstallChromium } from './lib/find-chromium.mjs';
import { repoRoot } from './lib/repo-root.mjs';
import { startStore } from './lib/store-process.mjs';

const chromium = findOrInstallChromium();
console.log(`Browser: ${chromium}`);
await buildIfStale();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-e2e-'));
const logFile = path.join(dataDir, 'server.log');
// The demo images the store's first start would encode (~13 s before any journey runs), copied from the
// set the server's tests keep; encoded there first when no run has kept it yet.
execFileSync(process.execPath, ['--import', 'tsx', 'server/src/test/copy-demo-images.ts', dataDir], {
  cwd: repoRoot,
  stdio: 'inherit',
});
const admin = { email: 'admin@prime-e2e.in', password: 'Admin-e2e-2026' };
let store;
try {
  store = await startStore({
    env: { DATA_DIR: dataDir, SEED_DEMO: '1', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    logFile,
  });
} catch (error) {
  console.error(`${error.message}; server log: ${logFile}`);
  process.exit(1);
}
console.log(`Store under test: ${store.url} (data in ${dataDir})`);

const playwright = spawn(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      BASE_URL: store.url,
      CHROMIUM_PATH: chromium,
      E2E_DATA_DIR: dataDir,
      E2E_ADMIN_EMAIL: admin.email,
      E2E_ADMIN_PASSWORD: admin.password,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  },
);
const stopBoth = () => playwright.kill('SIGTERM');
process.on('SIGINT', stopBoth);
process.on('SIGTERM', stopBoth);
const code = await new Promise((resolve) => playwright.on('exit', (exitCode) => resolve(exitCode ?? 1)));

const serverCode = await store.stop();
if (serverCode !== 0) console.error(`The store exited with code ${serverCode} on SIGTERM; log: ${logFile}`);
if (code === 0 && serverCode === 0) fs.rmSync(dataDir, { recursive: true, force: true });
else console.error(`Server log and data kept in ${dataDir}`);
process.exit(code === 0 ? (serverCode ?? 1) : code);
