import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { saveImage } from './save-image.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-uploads-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const picture = sharp({ create: { width: 12, height: 8, channels: 3, background: '#C4704F' } });

describe('saveImage', () => {
  it.each([
    ['JPEG', () => picture.clone().jpeg().toBuffer()],
    ['GIF', () => picture.clone().gif().toBuffer()],
    ['WebP', () => picture.clone().webp().toBuffer()],
  ])('accepts a %s and stores it as WebP under uploads/<folder>/', async (_type, make) => {
    const stored = await saveImage(await make(), { dataDir, folder: 'reviews', field: 'images' });
    expect(stored).toMatch(/^uploads\/reviews\/[a-f0-9]{32}\.webp$/);
    expect(await sharp(path.join(dataDir, stored)).metadata()).toMatchObject({ format: 'webp', width: 12 });
  });

  it('judges by the bytes: an SVG is refused whatever it is called', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusal = await saveImage(svg, { dataDir, folder: 'reviews', field: 'images' }).catch(
      (error) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 400, message: 'Only image files are allowed.' });
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'reviews'))).toHaveLength(3);
  });
});
