// Writes the TrueType copies of the shop's fonts that the server's PDFs embed (server/src/pdf/fonts/).
// pdfkit (through fontkit) cannot subset a WOFF2 font whose glyphs are built from other glyphs (é, most
// capitals): WOFF2 stores the glyf table transformed, and fontkit copies its bytes as if it were not.
// So the web's files (web/src/styles/fonts/, written by scripts/subset-fonts.mjs: Latin, punctuation
// and ₹) are decoded to plain TrueType once here, and the output is committed. Run it again after
// scripts/subset-fonts.mjs: `node scripts/pdf-fonts.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { woff2 } from 'fonteditor-core';
import { repoRoot } from './lib/repo-root.mjs';

/** The weights the PDFs set text in (server/src/pdf/document.ts). */
export const PDF_FONTS = ['inter-400', 'inter-600', 'fraunces-600'];

const webFonts = path.join(repoRoot, 'web/src/styles/fonts');
const outDir = path.join(repoRoot, 'server/src/pdf/fonts');

await woff2.init();
fs.mkdirSync(outDir, { recursive: true });
for (const name of PDF_FONTS) {
  const ttf = Buffer.from(woff2.decode(fs.readFileSync(path.join(webFonts, `${name}.woff2`))));
  fs.writeFileSync(path.join(outDir, `${name}.ttf`), ttf);
  console.log(`${name}.ttf: ${(ttf.length / 1024).toFixed(1)} KB`);
}
