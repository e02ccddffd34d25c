import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { messages } from '../contract/src/messages.ts';

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
// What every page runs: React, the router, TanStack Query, web/src/lib, the contract's zod-free files
// and the shell's parts of ui/ (icons, toasts, images, the text field of the header's search and the
// footer's form) in one chunk, not twenty: each file is gzipped on its own, so many files of a few
// hundred bytes cost more than their text (the home page fetched 36 scripts). ui/'s dialogs and
// other form parts stay with the pages that show them.
const libDir = path.join(import.meta.dirname, 'src', 'lib');
const SHELL_UI = [
  'icons.tsx',
  'toast.tsx',
  'responsive-image.tsx',
  'field.tsx',
  'text-field.tsx',
  'password-input.tsx',
  'spinner.tsx',
]
  // Each with its CSS module and what it imports (text-field.tsx shows password-input.tsx): a module
  // left out would be a chunk that core imports and that imports core, a cycle the browser cannot start.
  .flatMap((name) => [name, name.replace(/\.tsx$/, '.module.css')])
  .map((name) => path.join(import.meta.dirname, 'src', 'ui', name));
const CORE_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/;
// Zod-free contract files only some screens use (India's states and the GSTIN check, an upload's
// image bytes, the review form's and the account forms' rules, the delivery date; the console's staff
// roles, cash on delivery's messages, the grievance desk, the listing's filters, the shop's terms, the
// text checks of forms): they go with those screens, not into every page's core (the home page's
// scripts have a 120 KB budget). Each imports only core's files, so no chunk imports one that imports
// it back.
const SOME_SCREENS_CONTRACT = new Set(
  [
    'gst.ts',
    'image-bytes.ts',
    'review-rules.ts',
    'delivery-date.ts',
    'field-rules.ts',
    'staff-access.ts',
    'cod-messages.ts',
    'grievance-desk.ts',
    'listing-filters.ts',
    'shop-terms.ts',
    'text-checks.ts',
  ].map((name) => path.join(contractDir, name)),
);
const isCoreModule = (id: string) => {
  const file = path.normalize(id.split('?')[0]!);
  return (
    CORE_PACKAGES.test(file) ||
    SHELL_UI.includes(file) ||
    file.startsWith(libDir + path.sep) ||
    (file.startsWith(contractDir + path.sep) && !SOME_SCREENS_CONTRACT.has(file))
  );
};

/**
 * The browser build writes each shopper-facing message it uses (`messages.addedToCart`) as its text,
 * taken from contract/src/messages.ts at build time: the object itself, every message of the shop
 * (11 KB, more than any page shows), then goes unused and out of the bundle. Only in modules that
 * import `messages` from the contract, and only for names that hold a string; anything else is left
 * as written, so a use the plugin does not know keeps working with the whole object.
 */
function inlineContractMessages(): Plugin {
  const table = messages as Record<string, unknown>;
  const importsMessages =
    /import\s*{[^}]*\bmessages\b[^}]*}\s*from\s*'(?:@prime\/contract|\.\/messages\.ts)'/;
  return {
    name: 'prime-inline-contract-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = path.normalize(id.split('?')[0]!);
      const ours =
        file.startsWith(path.join(import.meta.dirname, 'src') + path.sep) ||
        file.startsWith(contractDir + path.sep);
      if (!ours || !/\.tsx?$/.test(file) || !importsMessages.test(code)) return undefined;
      return code.replace(/(?<![\w$.])messages\.([A-Za-z_$][\w$]*)/g, (whole, name: string) =>
        typeof table[name] === 'string' ? JSON.stringify(table[name]) : whole,
      );
    },
  };
}

/**
 * The app's @font-face rules leave its stylesheet for a <style> at the end of index.html's head, so
 * every page declares its fonts from the first paint, server-rendered or not. A server-rendered page
 * adds the stylesheet after its largest image (web/src/main.tsx), and a stylesheet that declares
 * fonts counts, on its arrival, as a change of fonts: the browser sets all the page's text again, a
 * long task on a phone (docs/decisions/0043-layout-work-before-a-page-is-live.md).
 */
function fontFacesInHead(): Plugin {
  const fontFace = /@font-face\s*{[^}]*}/g;
  return {
    name: 'prime-font-faces-in-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const sheet = Object.values(bundle ?? {}).find(
          (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
        );
        if (sheet?.type !== 'asset') return html;
        const css = String(sheet.source);
        sheet.source = css.replace(fontFace, '');
        const faces = css.match(fontFace)?.join('') ?? '';
        return { html, tags: faces ? [{ tag: 'style', children: faces, injectTo: 'head' }] : [] };
      },
    },
  };
}

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
    // dist/.vite/manifest.json maps each module to its chunk and imports: the server reads it for the
    // modulepreload links and font preloads of the pages it renders (server/src/pages/web-build.ts).
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
          groups: [
            { name: 'validation', test: isValidationModule },
            { name: 'core', test: isCoreModule },
          ],
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
  plugins: [
    react(),
    ...(command === 'build' && !isSsrBuild ? [inlineContractMessages(), fontFacesInHead()] : []),
  ],
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
