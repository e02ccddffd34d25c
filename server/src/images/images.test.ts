import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { encodeVariant } from './encode-variant.ts';
import { createVariantCache, locateVariant, type Encoder } from './variant-cache.ts';
import { parseVariant } from './variant-request.ts';

let t: TestApp;
const source = 'uploads/products/0123456789abcdef0123456789abcdef.webp';

async function writeSource(dataDir: string, relative: string, width: number, height: number) {
  const file = path.join(dataDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const picture = sharp({ create: { width, height, channels: 3, background: '#C4704F' } });
  await picture.webp().toFile(file);
  return file;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const cacheFiles = () => {
  const dir = path.join(t.config.dataDir, 'cache', 'images');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

beforeAll(async () => {
  t = await createTestApp();
  await writeSource(t.config.dataDir, source, 1200, 600);
});
afterAll(() => t.close());

describe('GET /img/<width>/<image>.<format>', () => {
  it('answers an AVIF of the asked width, height in proportion, marked immutable', async () => {
    const response = await get(`/img/640/${source}.avif`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The bytes are an AVIF file (ISO-BMFF `ftyp` box with the `avif` brand), whatever the URL says.
    expect(response.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 640, height: 320 });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('answers a WebP when asked for one', async () => {
    const response = await get(`/img/320/${source}.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const bytes = response.rawPayload;
    expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual([
      'RIFF',
      'WEBP',
    ]);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
  });

  it('never makes a copy wider than the source', async () => {
    const response = await get(`/img/1600/${source}.webp`);
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 1200, height: 600 });
  });

  it('makes each copy once and answers it from disk afterwards', async () => {
    const url = `/img/480/${source}.webp`;
    const before = cacheFiles().length;
    const answers = await Promise.all([get(url), get(url), get(url)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(cacheFiles().length).toBe(before + 1);
    const made = cacheFiles().find((name) => name.endsWith('-480.webp'))!;
    const firstWrite = fs.statSync(path.join(t.config.dataDir, 'cache', 'images', made)).mtimeMs;
    const again = await get(url);
    expect(again.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(fs.statSync(path.join(t.config.dataDir, 'cache', 'images', made)).mtimeMs).toBe(firstWrite);
  });

  it.each(['641', '100', '99999', 'abc', '0640'])(
    'refuses the width %s, which is not in the list, and makes nothing',
    async (width) => {
      const before = cacheFiles().length;
      const response = await get(`/img/${width}/${source}.webp`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        result: false,
        message: 'Images are resized only to the widths the shop offers.',
        errors: [{ field: 'width', message: 'One of 160, 320, 480, 640, 800, 1080, 1600 pixels.' }],
      });
      expect(cacheFiles().length).toBe(before);
    },
  );

  it.each([
    ['an image that does not exist', `/img/640/uploads/products/${'f'.repeat(32)}.webp.avif`],
    ['a format that is not offered', `/img/640/${source}.png`],
    ['no format', `/img/640/${source}`],
    ['a file outside the uploads folder', '/img/640/secret.key.webp'],
    ['a path that climbs out of the uploads folder', '/img/640/uploads/../secret.key.webp'],
    ['an escaped climb', '/img/640/uploads%2f..%2fsecret.key.webp.webp'],
    ['a hidden file', '/img/640/uploads/.hidden.webp.webp'],
    ['a file that is not an image', '/img/640/uploads/notes.txt.webp'],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ result: false, message: 'Not found.' });
  });

  it('makes new copies when the source is replaced under the same name', async () => {
    const replaced = 'uploads/banners/hero.webp';
    await writeSource(t.config.dataDir, replaced, 800, 400);
    const first = await get(`/img/160/${replaced}.webp`);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ height: 80 });
    const file = await writeSource(t.config.dataDir, replaced, 800, 800);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const second = await get(`/img/160/${replaced}.webp`);
    expect(await sharp(second.rawPayload).metadata()).toMatchObject({ height: 160 });
  });
});

describe('parseVariant', () => {
  it('reads the width, the format and the source path', () => {
    expect(parseVariant('800', 'uploads/demo/products/vitamin-c-serum-1.webp.avif')).toEqual({
      ok: true,
      variant: { width: 800, format: 'avif', source: 'uploads/demo/products/vitamin-c-serum-1.webp' },
    });
  });
});

describe('the copies on disk', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'prime-images-'));
    await writeSource(dataDir, 'uploads/a.webp', 400, 400);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const slowEncoder = (calls: string[]): Encoder => {
    return async (file, width, format) => {
      calls.push(`${width}.${format}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      return encodeVariant(file, width, format);
    };
  };
  const variant = (width: 160 | 320 | 480) => ({ width, format: 'webp' as const, source: 'uploads/a.webp' });

  it('two processes sharing the data folder make a copy once: the second waits for the first', async () => {
    const calls: string[] = [];
    const one = createVariantCache({ dataDir, encode: slowEncoder(calls) });
    const other = createVariantCache({ dataDir, encode: slowEncoder(calls) });
    const [a, b] = await Promise.all([one.file(variant(160)), other.file(variant(160))]);
    expect(a).toBe(b);
    expect(calls).toEqual(['160.webp']);
    expect(fs.readdirSync(path.dirname(a!)).filter((name) => !name.endsWith('.webp'))).toEqual([]);
  });

  it('takes over a lock left by a process that died while encoding', async () => {
    const calls: string[] = [];
    const cache = createVariantCache({ dataDir, encode: slowEncoder(calls), staleLockMs: 1000 });
    const { target } = (await locateVariant(dataDir, variant(320)))!;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(`${target}.lock`, '');
    const old = new Date(Date.now() - 5000);
    fs.utimesSync(`${target}.lock`, old, old);
    expect(await cache.file(variant(320))).toBe(target);
    expect(calls).toEqual(['320.webp']);
    expect(fs.existsSync(`${target}.lock`)).toBe(false);
  });

  it('runs at most the given number of encodings at once', async () => {
    let running = 0;
    let most = 0;
    const cache = createVariantCache({
      dataDir,
      parallel: 2,
      encode: async (file, width, format) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        return encodeVariant(file, width, format);
      },
    });
    const widths = [160, 320, 480, 640, 800] as const;
    await Promise.all(widths.map((width) => cache.file({ width, format: 'avif', source: 'uploads/a.webp' })));
    expect(cache.encodings).toBe(5);
    expect(most).toBe(2);
  });
});
