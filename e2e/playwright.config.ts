// Browser journeys over the built store. scripts/e2e.mjs starts the store and hands over its address
// (BASE_URL) and the system Chromium (CHROMIUM_PATH): Playwright never downloads a browser here.
import { defineConfig, devices } from '@playwright/test';

const baseURL = process.env.BASE_URL;
const executablePath = process.env.CHROMIUM_PATH;
if (!baseURL || !executablePath) {
  throw new Error('Run the journeys with `npm run test:e2e`: it sets BASE_URL and CHROMIUM_PATH.');
}

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  outputDir: '../test-results',
  // Three at a time on two cores: with two, the journeys kept about one core busy, the rest of each
  // journey's time waiting on its browser or the store (docs/decisions/0036-test-run-budget.md).
  workers: 3,
  retries: 0,
  // The JSON report gives `npm test` each journey file's time (scripts/lib/test-timings.mjs).
  reporter: [['list'], ['json', { outputFile: '../test-results/timings/journeys.json' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
});
