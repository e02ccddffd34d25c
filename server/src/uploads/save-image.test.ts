import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../http/errors.ts';
import { createDiskImageStore } from './image-store.ts';
import { encodeImage, saveImage } from './save-image.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-uploads-'));
const store = createDiskImageStore(dataDir);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const picture = sharp({ create: { width: 12, height: 8, channels: 3, background: '#C4704F' } });

describe('saveImage', () => {
  it.each([
    ['JPEG', () => picture.clone().jpeg().toBuffer()],
    ['GIF', () => picture.clone().gif().toBuffer()],
    ['WebP', () => picture.clone().webp().toBuffer()],
  ])('accepts a %s and stores it as WebP under uploads/<folder>/', async (_type, make) => {
    const stored = await saveImage(await make(), { store, folder: 'reviews', field: 'images' });
    expect(stored).toMatch(/^uploads\/reviews\/[a-f0-9]{32}\.webp$/);
    expect(await sharp(path.join(dataDir, stored)).metadata()).toMatchObject({ format: 'webp', width: 12 });
  });

  it('judges by the bytes: an SVG is refused whatever it is called', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusal = await saveImage(svg, { store, folder: 'reviews', field: 'images' }).catch(
      (error) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 400, message: 'Only image files are allowed.' });
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'reviews'))).toHaveLength(3);
  });

  it('refuses a real photo of more than 40 megapixels with that reason, before decoding it', async () => {
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#C4704F' } })
      .jpeg()
      .toBuffer();
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer');
    const refusal = await encodeImage(huge, 'image')
      .catch((error) => error)
      .finally(() => decodes.mockRestore());
    expect(decodes).not.toHaveBeenCalled();
    const message = 'Each image must be 40 megapixels or smaller (for example 8000 × 5000 pixels).';
    expect(refusal).toMatchObject({ statusCode: 400, message, errors: [{ field: 'image', message }] });
  });

  it('decodes at most two uploads at once; the others wait their turn', async () => {
    const original = sharp.prototype.toBuffer;
    let running = 0;
    let most = 0;
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (
      this: sharp.Sharp,
    ) {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      try {
        return await original.call(this);
      } finally {
        running -= 1;
      }
    } as typeof original);
    const jpeg = await picture.clone().jpeg().toBuffer();
    try {
      const encoded = await Promise.all(Array.from({ length: 8 }, () => encodeImage(jpeg, 'images')));
      expect(encoded).toHaveLength(8);
      expect(most).toBe(2);
    } finally {
      decodes.mockRestore();
    }
  });
});
