// Preload links for the font files a page's first screen sets text in: Inter 400 (body text) and
// Fraunces 600 (headings). The other weights (Inter 500 and 600, Fraunces 500) load when text in them
// appears; until then their metric-matched fallback holds the place (docs/decisions/0016).
// The files carry a content hash in their names: the web build's manifest says which.
import fs from 'node:fs';
import path from 'node:path';

/** The font files worth asking for before the stylesheet names them. */
export const PRELOADED_FONTS = ['src/styles/fonts/inter-400.woff2', 'src/styles/fonts/fraunces-600.woff2'];

/** `<link rel="preload" as="font">` attributes for each preloaded font the build holds. */
export function fontPreloadLinks(webDir: string): Record<string, string>[] {
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file?: string }>;
  return PRELOADED_FONTS.flatMap((source) => {
    const file = manifest[source]?.file;
    // Fonts are fetched in CORS mode even from the same origin: without `crossorigin` the preload
    // would not be reused and the file would download twice.
    return file
      ? [{ rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' }]
      : [];
  });
}
