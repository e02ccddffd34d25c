import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';

// React Router's package exports point only at its development build (dev warnings, bigger); a
// production bundle takes the production build it ships beside it.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = path.join(reactRouterDir, 'dist/production/index.mjs');

// The contract's files that build zod schemas. The zod-free ones (messages, constants, the typed-text
// checks and the field and review rules) stay with the screens that use them, so a page that checks a
// form field as it is typed (the product page's review form) does not load zod.
const contractDir = path.resolve(import.meta.dirname, '../contract/src');
const schemaFiles = new Set(
  fs
    .readdirSync(contractDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(contractDir, name))
    .filter((file) => /^import\b[^;]*\bfrom 'zod';/m.test(fs.readFileSync(file, 'utf8'))),
);
const isValidationModule = (id: string) =>
  /[\\/]node_modules[\\/]zod[\\/]/.test(id) || schemaFiles.has(path.normalize(id.split('?')[0]!));

const clientBuild: UserConfig = {
  build: {
    target: 'es2022',
    sourcemap: false,
    // One stylesheet for the whole app (about 15 KB gzip), in the order the modules import it: a
    // server-rendered page draws its first screen from the CSS inlined in its head and fetches this
    // one request after its largest image, and a lazily loaded part (the footer) is styled from the
    // first paint. Split per chunk, the home page fetched fourteen small sheets that applied one by
    // one, each able to override another's inlined rule in between and move the page
    // (docs/decisions/0016-images-fonts-and-page-speed.md).
    cssCodeSplit: false,
    // dist/.vite/manifest.json maps each module to its chunk and imports: scripts/bench.mjs reads it to
    // weigh the JavaScript the home page loads.
    manifest: true,
    rolldownOptions: {
      // A feature's index.ts only re-exports (decision 0007): marked pure, an import through it binds
      // straight to the module that holds the code, instead of a chunk for the index file itself.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) },
      output: {
        // zod and the contract's schemas in their own chunk, loaded only by screens that validate
        // forms with them: browsing pages (home, listings, a product) carry just what they use.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'validation', test: isValidationModule }],
        },
      },
    },
  },
};

// `vite build --ssr src/entry-server.tsx --outDir dist-ssr` makes the renderer the server imports
// (docs/decisions/0013-server-rendered-pages.md): one file with React's production builds inside, so
// it runs the same whatever NODE_ENV the server has.
const ssrBuild: UserConfig = {
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'node20',
    // The images of public/ are served from web/dist; the renderer needs none of them.
    copyPublicDir: false,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  ...(isSsrBuild ? ssrBuild : clientBuild),
  server: { proxy: { '/prime': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
}));
