import os from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { moduleMockingTests } from './scripts/lib/module-mocking-tests.mjs';

// One runner for every workspace: contract and server in Node, web components in jsdom. Each
// workspace's files share one module graph per worker, but for the few that mock a module, which run
// isolated in a `<workspace>-isolated` project (docs/decisions/0036-test-run-budget.md).
const serverMocking = moduleMockingTests('server');
const webMocking = moduleMockingTests('web');

const server = {
  root: 'server',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The migrated database each file starts from a copy of, made once per run.
  globalSetup: ['./src/test/global-setup.ts'],
  // The page renderer is a finished Node bundle (web/dist-ssr): imported by Node as the store
  // imports it, not transformed again.
  server: { deps: { external: [/[\\/]web[\\/]dist-ssr[\\/]/] } },
} satisfies TestProjectInlineConfiguration['test'];

export default defineConfig({
  test: {
    // As many files at once as the machine has cores (Vitest's default leaves one core idle, half
    // of this 2-core machine).
    maxWorkers: os.availableParallelism(),
    // Each file's time, set-up included, for the slowest-files list `npm test` prints at its end.
    reporters: ['default', './scripts/lib/unit-timing-reporter.mjs'],
    projects: [
      { test: { name: 'contract', root: 'contract', environment: 'node', isolate: false } },
      {
        test: {
          ...server,
          name: 'server',
          isolate: false,
          exclude: [...configDefaults.exclude, ...serverMocking],
        },
      },
      ...(serverMocking.length > 0
        ? [{ test: { ...server, name: 'server-isolated', include: serverMocking } }]
        : []),
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: 'web',
          isolate: false,
          exclude: [...configDefaults.exclude, ...webMocking],
        },
      },
      ...(webMocking.length > 0
        ? [
            {
              extends: './web/vite.config.ts',
              test: { name: 'web-isolated', root: 'web', include: webMocking },
            },
          ]
        : []),
    ],
  },
});
