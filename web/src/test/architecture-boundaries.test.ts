// The layering rules of eslint.config.js, run through ESLint itself on imports a maintainer might
// write: the forbidden ones must be reported, the allowed ones must pass. Each file named here is only
// a path for the linter (it need not exist); each import names a real file, since the rule judges the
// file an import resolves to.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

// Loading the config, its plugins and the TypeScript parser takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => eslint.lintText('', { filePath: path.join(root, 'web/src/lib/warm-up.ts') }), 60_000);

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(`${code}\nvoid used;\n`, { filePath: path.join(root, file) });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('web layering: lib/, ui/ ← features/ ← app/', () => {
  it('refuses a deep import into another feature', async () => {
    const errors = await boundaryErrors(
      'web/src/features/home/components/new-section.tsx',
      "import { useProducts as used } from '../../catalogue/api/get-products.ts';",
    );
    expect(errors).toEqual([expect.stringContaining('only through its public index.ts')]);
  });

  it("lets a feature use another through that feature's index.ts", async () => {
    const errors = await boundaryErrors(
      'web/src/features/home/components/new-section.tsx',
      "import { useProducts as used } from '../../catalogue/index.ts';",
    );
    expect(errors).toEqual([]);
  });

  it('lets a feature import its own files and the shared lib/ and ui/', async () => {
    const errors = await boundaryErrors(
      'web/src/features/catalogue/components/new-card.tsx',
      [
        "import { useProducts } from '../api/get-products.ts';",
        "import { formatRupees } from '../../../lib/format.ts';",
        "import { Spinner } from '../../../ui/spinner.tsx';",
        'const used = [useProducts, formatRupees, Spinner];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses lib/ importing a feature, even through its index.ts', async () => {
    const errors = await boundaryErrors(
      'web/src/lib/new-helper.ts',
      "import { SearchBox as used } from '../features/search/index.ts';",
    );
    expect(errors).toEqual([expect.stringContaining('import nothing from features/ or app/')]);
  });

  it('refuses ui/ importing app/', async () => {
    const errors = await boundaryErrors(
      'web/src/ui/new-widget.tsx',
      "import { router as used } from '../app/router.tsx';",
    );
    expect(errors).toEqual([expect.stringContaining('import nothing from features/ or app/')]);
  });

  it('refuses a feature importing app/', async () => {
    const errors = await boundaryErrors(
      'web/src/features/blog/new-page.tsx',
      "import { router as used } from '../../app/router.tsx';",
    );
    expect(errors).toEqual([expect.stringContaining('the app composes features')]);
  });

  it('lets app/ load a page module of a feature directly (one lazy chunk per page)', async () => {
    const errors = await boundaryErrors(
      'web/src/app/new-routes.tsx',
      "const used = () => import('../features/blog/blog-page.tsx');",
    );
    expect(errors).toEqual([]);
  });
});

describe('server: a domain module keeps to itself', () => {
  it("refuses a module importing another module's file", async () => {
    const errors = await boundaryErrors(
      'server/src/modules/catalogue/new-service.ts',
      "import { isLimited as used } from '../accounts/limits.ts';",
    );
    expect(errors).toEqual([expect.stringContaining('A domain module does not import another module')]);
  });

  it('lets a module use the shared http/ and db/ folders', async () => {
    const errors = await boundaryErrors(
      'server/src/modules/catalogue/new-service.ts',
      [
        "import { sendError } from '../../http/errors.ts';",
        "import * as schema from '../../db/schema.ts';",
        'const used = [sendError, schema];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lets the route list import every module', async () => {
    const errors = await boundaryErrors(
      'server/src/modules/index.ts',
      [
        "import { accountRoutes } from './accounts/routes.ts';",
        "import { catalogueRoutes } from './catalogue/routes.ts';",
        'const used = [accountRoutes, catalogueRoutes];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

describe('server: pages/ reads a module through its index.ts', () => {
  it("refuses pages/ reaching into a module's file", async () => {
    const errors = await boundaryErrors(
      'server/src/pages/new-page.ts',
      "import { listProducts as used } from '../modules/catalogue/product-list.ts';",
    );
    expect(errors).toEqual([
      expect.stringContaining('pages/ uses a module only through its public index.ts'),
    ]);
  });

  it("lets pages/ use a module's index.ts", async () => {
    const errors = await boundaryErrors(
      'server/src/pages/new-page.ts',
      "import { listProducts as used } from '../modules/catalogue/index.ts';",
    );
    expect(errors).toEqual([]);
  });
});

describe('browser journeys', () => {
  const problemsRule = async (code: string) => {
    const results = await eslint.lintText(`${code}\nvoid used;\n`, {
      filePath: path.join(root, 'e2e/new-journey.spec.ts'),
    });
    return results
      .flatMap((result) => result.messages)
      .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports');
  };

  it('take test from e2e/support/test.ts, whose fixture watches for console errors', async () => {
    expect(await problemsRule("import { test as used } from '@playwright/test';")).toHaveLength(1);
    expect(await problemsRule("import { test as used } from './support/test.ts';")).toEqual([]);
    expect(await problemsRule("import type { Page as used } from '@playwright/test';")).toEqual([]);
  });
});

describe('no import cycles in the contract or the web app (decision 0039)', () => {
  // Each linted text stands in for a real file that the imported file already imports.
  const cycleErrors = async (file: string, code: string) =>
    (await eslint.lintText(`${code}\nvoid used;\n`, { filePath: path.join(root, file) }))
      .flatMap((result) => result.messages)
      .filter((message) => message.ruleId === 'import-x/no-cycle');

  it('refuses a web file importing one that imports it back', async () => {
    const errors = await cycleErrors(
      'web/src/lib/use-debounced-value.ts',
      "import { SearchBox as used } from '../features/search/search-box.tsx';",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses a contract file importing one that imports it back', async () => {
    const errors = await cycleErrors(
      'contract/src/body-fields.ts',
      "import { adminMessages as used } from './admin.ts';",
    );
    expect(errors).toHaveLength(1);
  });
});
