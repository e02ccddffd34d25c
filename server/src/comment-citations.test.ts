// Comments and records cite what a reader of the repository can open: a file in contract/, a decision
// record in docs/decisions/, the README or another page of docs/, or the OpenAPI reference
// (/prime/openapi.json). The product specifications and the contract document the store was built from
// are not in the repository, so a comment that cites their sections ("CONTRACT §4", "shopping-flow §2")
// sends the reader nowhere.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'test-results', 'drizzle', '.git', '.tmp']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|html|md)$/;

// Built from parts so this file does not match itself.
const documents = ['CONTRACT', 'shopping' + '-flow', 'account' + '-side'];
const CITATION = new RegExp(
  [
    `\\b(${documents.join('|')}|spec)(\\.md)?\\s*\u00a7`, // a section of one of them
    `\\b(${documents.join('|')})\\.md\\b`, // the document itself
    `\\b(${documents.slice(1).join('|')})\\b`, // the specifications by name
  ].join('|'),
);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

/** `file:line: text` of every line citing a document outside the repository. */
function outsideCitations(root: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    if (file === import.meta.filename) continue;
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (CITATION.test(line)) found.push(`${path.relative(root, file)}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('citations in comments and records', () => {
  it('name only what is in the repository', () => {
    expect(outsideCitations(repoRoot)).toEqual([]);
  });

  it('are caught in a comment that cites a section of the specifications or the contract document', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-citations-'));
    try {
      const lines = [
        '// Account calls of ' + 'CONTRACT §4.',
        '/** Reviews 2 per page (spec' + ' §9). */',
        '// The header (' + documents[1] + ' §2).',
        '# See ' + documents[2] + '.md',
        '// Answers as /prime/openapi.json describes them (docs/decisions/0006-accounts-sessions-and-limits.md).',
      ];
      fs.writeFileSync(path.join(dir, 'a.ts'), lines.slice(0, 3).join('\n'));
      fs.writeFileSync(path.join(dir, 'b.md'), lines.slice(3).join('\n'));
      expect(outsideCitations(dir).map((hit) => hit.split(':').slice(0, 2).join(':'))).toEqual([
        'a.ts:1',
        'a.ts:2',
        'a.ts:3',
        'b.md:1',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
