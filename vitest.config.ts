import { defineConfig } from 'vitest/config';

// One runner for every workspace: contract and server in Node, web components in jsdom.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'contract', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'server',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The page renderer is a finished Node bundle (web/dist-ssr): imported by Node as the
          // store imports it, not transformed again.
          server: { deps: { external: [/[\\/]web[\\/]dist-ssr[\\/]/] } },
        },
      },
      'web/vite.config.ts',
    ],
  },
});
