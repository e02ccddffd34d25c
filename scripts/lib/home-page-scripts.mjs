// The JavaScript the home page loads, counted as a visitor's browser loads it: every script the page
// asks for from opening until the network is idle (the app starts once the page's largest image is
// on screen, 3 s at most, and fetches its route chunks then), each file's bytes gzipped at level 9.
// A chunk the build splits off but the page never asks for does not count; one it fetches late does.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { findOrInstallChromium } from './find-chromium.mjs';

/** Quiet for this long with no script asked for: the page has loaded what it will load. */
const QUIET_MS = 2_000;
const LIMIT_MS = 30_000;

export async function homePageScripts(storeUrl) {
  const browser = await chromium.launch({ executablePath: findOrInstallChromium() });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts = new Map();
    let last = Date.now();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      last = Date.now();
      scripts.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      );
    });
    await page.goto(storeUrl + '/', { waitUntil: 'networkidle' });
    const deadline = Date.now() + LIMIT_MS;
    while (Date.now() - last < QUIET_MS && Date.now() < deadline) await page.waitForTimeout(250);
    await page.waitForLoadState('networkidle');
    const chunks = [];
    for (const [url, body] of scripts) {
      const bytes = await body;
      chunks.push({
        file: new URL(url).pathname.replace(/^\//, ''),
        raw: bytes.length,
        gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      });
    }
    chunks.sort((a, b) => b.gzip - a.gzip);
    return { chunks, totalGzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) };
  } finally {
    await browser.close();
  }
}
