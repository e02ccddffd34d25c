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
// share through shop/, http/, db/, auth/ and the non-domain folders, and modules/index.ts lists every
// route; the floors below keep to themselves (serverFloorZones). New feature and module folders are
// picked up when the config loads.
const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The server's floors, bottom up (docs/decisions/0037-server-floors.md): db/ keeps the data and
// http/ is the toolkit every route uses; shop/ holds the shop's rules several modules share; the
// services (mail/, payments/, …), then modules/ and pages/; app.ts wires them all at the top. A floor
// imports nothing above it. Tests are left out: a toolkit's test may build the whole app.
function serverFloorZones() {
  const source = (floor) => path.join(root, `server/src/${floor}/**/!(*.test).ts`);
  const top = [
    'server/src/app.ts',
    'server/src/app-context.ts',
    'server/src/main.ts',
    'server/src/static-files.ts',
  ];
  const serviceFolders = ['mail', 'payments', 'sms', 'auth', 'images', 'gst', 'pdf'];
  const services = serviceFolders.map((folder) => `server/src/${folder}`);
  const routes = ['server/src/modules', 'server/src/pages'];
  return [
    {
      // uploads/ is left open: the demo seed writes its images through the image store.
      target: source('db'),
      from: ['server/src/shop', ...routes, ...services, ...top],
      message: 'db/ keeps to persistence: the rules that use it live in shop/, the calls in modules/.',
    },
    {
      target: source('shop'),
      from: [...routes, ...services, 'server/src/uploads', ...top],
      message: 'shop/ holds rules every module may use: it imports db/ and http/, never a module or the app.',
    },
    {
      target: [...serviceFolders, 'uploads'].map(source),
      from: [...routes, ...top.filter((file) => !file.endsWith('app-context.ts'))],
      message: 'A service (mail/, payments/, uploads/, …) imports no module, page or the app: they call it.',
    },
    {
      target: source('http'),
      from: [
        path.join(root, 'server/src/!(http|db)/**'),
        path.join(root, 'server/src/{app,app-context,main,static-files}.ts'),
      ],
      message:
        'http/ is the toolkit every module uses: it imports db/ and the settings, nothing above it (app.ts wires the app).',
    },
  ];
}

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
      'A domain module does not import another module: share through shop/, http/, db/, auth/, mail/, uploads/ or payments/.',
  })),
  ...serverFloorZones(),
];

// How import-x resolves and reads an import, one set for every file its rules check: it keeps each
// file it has read under a key made of these settings, so with one set a file is read once a run, not
// again for each config block that reaches it (the server's, the contract's, the web app's).
const importSettings = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
  // The files no-cycle reads for their own imports: the repository's code is all TypeScript (its
  // default is JavaScript's extensions only). A package's own JavaScript never imports this code
  // back, so it cannot close a cycle and is not read.
  'import-x/extensions': ['.ts', '.tsx'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

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
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    // Server: no import circle, so the floors read from the bottom up (docs/decisions/0037-server-floors.md).
    // Type-only imports are not followed: they vanish from the running code.
    files: ['server/src/**/*.ts'],
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // No import cycles in the contract or the web app (decision 0039): a general helper lives in
    // lib/ or a file of its own, and a feature's parts meet in the layer above them.
    files: ['contract/**/*.ts', 'web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': 'error',
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
