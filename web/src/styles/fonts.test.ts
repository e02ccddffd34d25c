// The committed font files (scripts/subset-fonts.mjs) hold what the shop writes: Latin letters and
// digits, its punctuation and the rupee sign, in one file per weight, with the kerning of the original.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Blob, Buffer as HbBuffer, Face, Font, shape } from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';

const fontsDir = path.resolve(import.meta.dirname, 'fonts');
const fontsource = path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json'));
const files = ['inter-400', 'inter-500', 'inter-600', 'fraunces-500', 'fraunces-600'];

/**
 * The TrueType bytes of WOFF2 files, decoded by fonteditor-core in a plain Node process: its
 * WebAssembly loader takes the test's document for a browser and would fetch the decoder over HTTP.
 */
function decodeWoff2(files: string[]): Uint8Array[] {
  const script = `
    const fs = require('node:fs');
    const { woff2 } = require('fonteditor-core');
    woff2.init().then(() => {
      const files = JSON.parse(process.argv[1]);
      process.stdout.write(JSON.stringify(files.map((file) => Buffer.from(woff2.decode(fs.readFileSync(file))).toString('base64'))));
    });`;
  const result = spawnSync(process.execPath, ['-e', script, JSON.stringify(files)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return (JSON.parse(result.stdout) as string[]).map((text) => new Uint8Array(Buffer.from(text, 'base64')));
}

const originalFile = path.join(fontsource, 'files/inter-latin-600-normal.woff2');
const decoded = new Map<string, Uint8Array>();
beforeAll(() => {
  const paths = [...files.map((name) => path.join(fontsDir, `${name}.woff2`)), originalFile];
  decodeWoff2(paths).forEach((bytes, index) => decoded.set(paths[index]!, bytes));
});

const face = (file: string) => new Face(new Blob(decoded.get(file)!), 0);
const committed = (name: string) => face(path.join(fontsDir, `${name}.woff2`));

/** The horizontal advances harfbuzz gives `text` in `fontFace`, with the font's own features on. */
function advances(fontFace: Face, text: string): number[] {
  const buffer = new HbBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(new Font(fontFace), buffer);
  return buffer.getGlyphPositions().map((position) => position.xAdvance);
}

describe('the font files', () => {
  it.each(files)('%s maps ₹, every Latin letter and digit, and the punctuation the shop writes', (name) => {
    const mapped = new Set(committed(name).collectUnicodes());
    const wanted = `₹ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,:;!?'"()&%+-–—’…·×é@#/`;
    expect([...wanted].filter((char) => !mapped.has(char.codePointAt(0)!))).toEqual([]);
  });

  it.each(files)('%s holds no other script (Cyrillic, Greek, Vietnamese)', (name) => {
    const mapped = [...committed(name).collectUnicodes()];
    expect(mapped.filter((point) => point > 0xff && point < 0x2000)).toEqual([]);
    expect(mapped.length).toBeLessThan(260);
  });

  it('keeps the kerning of the original: "AVATAR To 1,299" is spaced as in @fontsource\'s own files', () => {
    const original = face(originalFile);
    const subset = committed('inter-600');
    expect(advances(subset, 'AVATAR To 1,299')).toEqual(advances(original, 'AVATAR To 1,299'));
    // Kerned: "AV" is narrower than "A" and "V" set apart.
    const pair = advances(subset, 'AV').reduce((sum, advance) => sum + advance, 0);
    expect(pair).toBeLessThan(advances(subset, 'A')[0]! + advances(subset, 'V')[0]!);
  });
});
