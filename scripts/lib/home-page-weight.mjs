// Gzipped size of the JavaScript the home page loads: what index.html loads (entry script and
// modulepreload links), the entry's static imports, the app the entry starts on every page
// (web/src/start-app.tsx) and the lazy route chunks for "/" (storefront layout and home page), each
// with its static imports, as recorded in Vite's build manifest.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from './repo-root.mjs';

const dist = path.join(repoRoot, 'web/dist');
const homePageModules = [
  'src/start-app.tsx',
  'src/features/layout/storefront-layout.tsx',
  'src/features/home/home-page.tsx',
];

export function homePageJavaScript() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error('web/dist/.vite/manifest.json is missing: build the web app with build.manifest on');
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const missing = homePageModules.filter((key) => !manifest[key]);
  if (missing.length > 0) throw new Error(`not in the build manifest: ${missing.join(', ')}`);

  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entries, ...homePageModules]) visit(key);
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const [, file] of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/([^"]+\.js)"/g))
    files.add(file);

  const chunks = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = fs.readFileSync(path.join(dist, file));
      return { file, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { chunks, totalGzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) };
}
