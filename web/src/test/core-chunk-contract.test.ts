// The web build puts the contract's zod-free files in the core chunk every page runs, and the files
// that build zod schemas in the validation chunk (web/vite.config.ts). A zod-free file importing a
// schema file would make core load validation, a cycle the browser cannot start (the home page then
// throws before it is live) and zod on every page.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const contractDir = path.resolve(import.meta.dirname, '../../../contract/src');
const sources = fs
  .readdirSync(contractDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts')
  .map((name) => ({ name, text: fs.readFileSync(path.join(contractDir, name), 'utf8') }));
const buildsSchemas = (text: string) => /^import\b[^;]*\bfrom 'zod';/m.test(text);
const schemaFiles = new Set(sources.filter(({ text }) => buildsSchemas(text)).map(({ name }) => name));

describe("the contract's files in the core chunk", () => {
  it('import no file that builds zod schemas (type-only imports aside)', () => {
    const strays = sources
      .filter(({ text }) => !buildsSchemas(text))
      .flatMap(({ name, text }) =>
        [...text.matchAll(/^import\s+(?!type\b)[^;]*?from '\.\/([\w.-]+\.ts)';/gms)]
          .filter((match) => schemaFiles.has(match[1]!))
          .map((match) => `${name} imports ${match[1]}`),
      );
    expect(strays).toEqual([]);
  });
});
