// Test files that replace a module (`vi.mock`, `vi.doMock`). The suites run without isolation (one
// module graph for every file of a worker: docs/decisions/0036-test-run-budget.md), where a module
// replaced by one file would stay replaced, or not be replaced at all, for the next; these files run
// on their own, isolated, instead. Found by reading the files, so a new one needs no list kept.
import fs from 'node:fs';
import path from 'node:path';

const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/** The test files under `root/src` that mock a module, relative to `root`. */
export function moduleMockingTests(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name) && MOCKS_A_MODULE.test(fs.readFileSync(file, 'utf8')))
        found.push(path.relative(root, file));
    }
  };
  walk(path.join(root, 'src'));
  return found;
}
