import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// React Router's package exports point only at its development build (dev warnings, bigger); a
// production bundle takes the production build it ships beside it.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = path.join(reactRouterDir, 'dist/production/index.mjs');

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json maps each module to its chunk and imports: scripts/bench.mjs reads it to
    // weigh the JavaScript the home page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // zod and the contract's schemas in their own chunk, loaded only by screens that validate
        // forms: browsing pages (home, listings) then carry just the messages and constants.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'validation',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]contract[\\/]src[\\/](?!(messages|constants|api|index|text-checks)\.ts)/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/prime': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
}));
