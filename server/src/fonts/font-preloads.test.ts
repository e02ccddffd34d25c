import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fontPreloadLinks } from './font-preloads.ts';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-web-'));
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

describe('fontPreloadLinks', () => {
  it('names the hashed files of the body and heading fonts, for CORS-mode font requests', () => {
    fs.mkdirSync(path.join(webDir, '.vite'));
    const manifest = Object.fromEntries(
      ['inter-400', 'inter-500', 'inter-600', 'fraunces-500', 'fraunces-600'].map((name) => [
        `src/styles/fonts/${name}.woff2`,
        { file: `assets/${name}-Hash1234.woff2`, src: `src/styles/fonts/${name}.woff2` },
      ]),
    );
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(fontPreloadLinks(webDir)).toEqual([
      {
        rel: 'preload',
        href: '/assets/inter-400-Hash1234.woff2',
        as: 'font',
        type: 'font/woff2',
        crossorigin: '',
      },
      {
        rel: 'preload',
        href: '/assets/fraunces-600-Hash1234.woff2',
        as: 'font',
        type: 'font/woff2',
        crossorigin: '',
      },
    ]);
  });

  it('adds nothing when there is no web build', () => {
    expect(fontPreloadLinks(path.join(webDir, 'missing'))).toEqual([]);
  });
});
