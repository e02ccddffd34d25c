import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { writeMissingImages } from './render.ts';

const square = (colour: string) => () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16"><rect width="24" height="16" fill="${colour}"/></svg>`;

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('writeMissingImages', () => {
  it('writes each missing drawing as a WebP file, and leaves files already there alone', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-render-'));
    fs.mkdirSync(path.join(root, 'demo'));
    fs.writeFileSync(path.join(root, 'demo/kept.webp'), 'already here');
    const written = await writeMissingImages(root, [
      { file: 'demo/kept.webp', draw: square('#C4704F') },
      { file: 'demo/new/one.webp', draw: square('#1F3A34') },
      { file: 'demo/new/two.webp', draw: square('#F4EDE4') },
    ]);
    expect(written).toBe(2);
    expect(fs.readFileSync(path.join(root, 'demo/kept.webp'), 'utf8')).toBe('already here');
    const meta = await sharp(path.join(root, 'demo/new/one.webp')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 24, height: 16 });
    expect(fs.readdirSync(path.join(root, 'demo/new')).sort()).toEqual(['one.webp', 'two.webp']);
    expect(await writeMissingImages(root, [{ file: 'demo/new/one.webp', draw: square('#000') }])).toBe(0);
  });

  it('fails, naming the encoder, when a drawing cannot be encoded', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-render-'));
    await expect(
      writeMissingImages(root, [{ file: 'demo/broken.webp', draw: () => 'not an svg' }]),
    ).rejects.toThrow(/demo image encoder exited with 1/);
    expect(fs.existsSync(path.join(root, 'demo/broken.webp'))).toBe(false);
  });
});
