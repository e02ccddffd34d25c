import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// Architecture boundaries, checked on the resolved file each import names (so `../../x` and
// `../x` are judged alike). Web: lib/ and ui/ ← features/ ← app/, and a feature reaches another
// only through that feature's index.ts. Server: a domain module never reaches into another; domains
// share through http/, db/, auth/ and the non-domain folders, and modules/index.ts lists every route.
// New feature and module folders are picked up when the config loads.
const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const boundaryZones = [
  {
    target: ['web/src/lib', 'web/src/ui', 'web/src/test'],
    from: ['web/src/features', 'web/src/app'],
    message: 'lib/ and ui/ are shared by every feature: they import nothing from features/ or app/.',
  },
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message: 'A feature imports nothing from app/: the app composes features, not the other way round.',
  },
  ...subfolders('web/src/features').map((feature) => ({
    target: `web/src/features/${feature}`,
    from: path.join(root, `web/src/features/!(${feature})/**`),
    except: [path.join(root, 'web/src/features/*/index.ts')],
    message: `A feature uses another only through its public index.ts (import from 'features/<name>/index.ts').`,
  })),
  {
    // The server-rendered pages read a module through its public index.ts only, as web features
    // read each other (docs/decisions/0007-layer-boundaries-in-lint.md).
    target: 'server/src/pages',
    from: path.join(root, 'server/src/modules/*/**'),
    except: [path.join(root, 'server/src/modules/*/index.ts')],
    message: "pages/ uses a module only through its public index.ts (import from 'modules/<name>/index.ts').",
  },
  ...subfolders('server/src/modules').map((domain) => ({
    target: `server/src/modules/${domain}`,
    from: path.join(root, `server/src/modules/!(${domain})/**`),
    message:
      'A domain module does not import another module: share through http/, db/, auth/, mail/, uploads/ or payments/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'server/drizzle/**',
      'test-results/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    // A function is read whole: past 80 lines it is split along its natural parts (its sections,
    // its concerns, its groups of routes). Tests are left out: a `describe` holds a file's cases.
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', 'server/src/test/**', 'web/src/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Every journey runs under the automatic fixture that fails it on console errors, uncaught
    // exceptions and CSP violations: it comes only with the `test` of e2e/support/test.ts.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message:
                "Import test and expect from './support/test.ts': its automatic fixture fails a journey on console errors and CSP violations.",
            },
          ],
        },
      ],
    },
  },
  {
    // One file per call: a feature's components and hooks reach the store through its api/ folder,
    // so every call the web app makes can be found by its path there.
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: ['web/src/features/*/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api.ts'],
              importNames: ['apiPost', 'apiUpload'],
              message: "Make the call in a file of its own in the feature's api/ folder.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
