// Writes the shop's font files and their CSS: one WOFF2 per family and weight holding Latin, the
// punctuation the shop writes and the rupee sign, so a page loads one file per weight instead of
// @fontsource's "latin" and "latin-ext" pair (₹ sits in latin-ext). Run after changing a weight or the
// characters: `node scripts/subset-fonts.mjs`; the output is committed (web/src/styles/fonts/). Then
// write the PDFs' TrueType copies again: `node scripts/pdf-fonts.mjs`.
//
// ₹ is taken from the latin-ext file and appended to the latin file as one more glyph (fonteditor-core),
// so every glyph keeps its number and the latin file's own layout tables (kerning in GPOS, ligatures and
// alternates in GSUB, glyph classes in GDEF) still apply; harfbuzz's subsetter (subset-font, wasm) then
// keeps only the characters below. The fallback faces carry size-adjust and ascent/descent overrides
// computed by capsize from the fonts' metrics, so text set in Arial (or Roboto, Times New Roman) while
// the font loads takes the same room, and nothing moves when it swaps in.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { createFont, woff2 } from 'fonteditor-core';
import subsetFont from 'subset-font';
import { repoRoot } from './lib/repo-root.mjs';
import { readSfntTables, writeSfnt } from './lib/sfnt.mjs';

const outDir = path.join(repoRoot, 'web/src/styles/fonts');
const fontsource = (family) => path.join(repoRoot, 'node_modules/@fontsource', family, 'files');

/** What the files hold: printable ASCII and Latin-1, the typographer's punctuation, ₹ and a few signs. */
export const FONT_CODE_POINTS = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  0x2011, // non-breaking hyphen
  0x2013, // – en dash
  0x2014, // — em dash
  0x2018, // ‘
  0x2019, // ’
  0x201c, // “
  0x201d, // ”
  0x2022, // • bullet
  0x2026, // … ellipsis
  0x2122, // ™
  0x20b9, // ₹ rupee sign
  0x2212, // − minus
];
const RUPEE = 0x20b9;

const faces = [
  { family: 'Inter', source: 'inter', weight: 400 },
  { family: 'Inter', source: 'inter', weight: 500 },
  { family: 'Inter', source: 'inter', weight: 600 },
  { family: 'Fraunces', source: 'fraunces', weight: 500 },
  { family: 'Fraunces', source: 'fraunces', weight: 600 },
];

// Each family's fallbacks, in the order a device has them: Arial (Windows, macOS, and Linux through
// its metric twin Liberation Sans), then Roboto (Android); Times New Roman or Georgia for the serif.
const fallbacks = {
  Inter: {
    metrics: inter,
    faces: [
      { metrics: arial, local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'] },
      { metrics: roboto, local: ['Roboto', 'Roboto-Regular'] },
    ],
  },
  Fraunces: {
    metrics: fraunces,
    faces: [
      { metrics: timesNewRoman, local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif'] },
      { metrics: georgia, local: ['Georgia'] },
    ],
  },
};

function range(from, to) {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

function unicodeRange(points) {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const spans = [];
  for (const point of sorted) {
    const last = spans.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else spans.push([point, point]);
  }
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
  return spans.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** The latin file with the rupee sign of the latin-ext file appended, as TrueType bytes. */
function latinWithRupee({ source, weight }) {
  const read = (subset) =>
    fs.readFileSync(path.join(fontsource(source), `${source}-${subset}-${weight}-normal.woff2`));
  const latinTtf = Buffer.from(woff2.decode(read('latin')));
  const latin = createFont(latinTtf, { type: 'ttf', hinting: true, kerning: true });
  const extended = createFont(read('latin-ext'), { type: 'woff2', hinting: true, compound2simple: true });
  const rupee = extended.find({ unicode: [RUPEE] });
  if (rupee.length !== 1) throw new Error(`${source} ${weight}: no ₹ in the latin-ext file`);
  const before = latin.get().glyf.length;
  extended.get().glyf = rupee;
  latin.merge(extended, { scale: 1 });
  if (latin.get().glyf.length !== before + 1) throw new Error(`${source} ${weight}: ₹ was not appended`);
  const merged = Buffer.from(latin.write({ type: 'ttf', hinting: true, kerning: true }));
  // fonteditor-core writes the tables it models; the layout tables it leaves out are copied back
  // unchanged: the glyphs they name kept their numbers, ₹ only came after them.
  const original = readSfntTables(latinTtf);
  const tables = readSfntTables(merged);
  for (const tag of ['GDEF', 'GPOS', 'GSUB']) if (original.has(tag)) tables.set(tag, original.get(tag));
  return writeSfnt(tables);
}

function fallbackCss(family) {
  const { metrics, faces: fallbackFaces } = fallbacks[family];
  return fallbackFaces
    .map(({ metrics: fallback, local }) => {
      const { fontFaces } = createFontStack([metrics, fallback], {
        fontFaceFormat: 'styleObject',
      });
      const face = fontFaces[0]['@font-face'];
      const name = `${family} Fallback ${fallback.familyName}`;
      // capsize leaves out an override that equals the fallback's own value (a zero line gap).
      return [
        '@font-face {',
        `  font-family: '${name}';`,
        `  src: ${local.map((font) => `local('${font}')`).join(', ')};`,
        `  ascent-override: ${face.ascentOverride};`,
        `  descent-override: ${face.descentOverride};`,
        `  line-gap-override: ${face.lineGapOverride ?? '0%'};`,
        `  size-adjust: ${face.sizeAdjust};`,
        '}',
      ].join('\n');
    })
    .join('\n');
}

await woff2.init();
fs.mkdirSync(outDir, { recursive: true });
const text = String.fromCodePoint(...FONT_CODE_POINTS);
const css = [
  '/* Written by scripts/subset-fonts.mjs: do not edit by hand. One file per weight (Latin, punctuation, ₹),',
  '   swapped in when loaded; until then a local font sized to the same metrics holds its place. */',
];
for (const face of faces) {
  const file = `${face.source}-${face.weight}.woff2`;
  const bytes = await subsetFont(latinWithRupee(face), text, { targetFormat: 'woff2' });
  fs.writeFileSync(path.join(outDir, file), bytes);
  console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KB`);
  css.push(
    [
      '@font-face {',
      `  font-family: '${face.family}';`,
      '  font-style: normal;',
      `  font-weight: ${face.weight};`,
      '  font-display: swap;',
      `  src: url('./fonts/${file}') format('woff2');`,
      `  unicode-range: ${unicodeRange(FONT_CODE_POINTS)};`,
      '}',
    ].join('\n'),
  );
}
for (const family of Object.keys(fallbacks)) css.push(fallbackCss(family));
const cssFile = path.join(repoRoot, 'web/src/styles/fonts.css');
fs.writeFileSync(cssFile, `${css.join('\n')}\n`);
spawnSync('npx', ['prettier', '--write', cssFile], { cwd: repoRoot, stdio: 'ignore' });
console.log('wrote web/src/styles/fonts.css');
