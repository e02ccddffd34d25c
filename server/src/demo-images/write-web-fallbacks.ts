// Writes the web app's two fallback images (a product without a picture, a home page without
// banners). Run once with `npx tsx server/src/demo-images/write-web-fallbacks.ts`; the PNGs are committed.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ContainerSpec } from './containers.ts';
import { mix, palette } from './palette.ts';
import { productShotSvg } from './product-shots.ts';
import { bannerSvg } from './scenes.ts';
import { serverRoot } from '../paths.ts';

const publicDir = path.join(serverRoot, '..', 'web', 'public');

const bottle = (kind: ContainerSpec['kind'], body: string, cap: string, name: string): ContainerSpec => ({
  kind,
  finish: { body, cap, accent: palette.clay, glass: false },
  name,
  caption: 'DERMACOSMETIC',
});

async function writePng(file: string, svg: string): Promise<void> {
  const target = path.join(publicDir, file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).png({ palette: true, quality: 85, compressionLevel: 9 }).toFile(target);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}

await writePng(
  'images/default-product.png',
  productShotSvg(
    {
      key: 'default',
      container: bottle('pump', palette.mist, palette.green, 'Science for your skin'),
      texture: 'cream',
      motif: 'leaf',
    },
    'hero',
  ),
);
await writePng(
  'Homepages.png',
  bannerSvg(
    'fallback',
    [
      bottle('dropper', mix(palette.clay, palette.ink, 0.12), palette.green, 'Science for your skin'),
      bottle('jar', palette.white, palette.green, 'Science for your skin'),
      bottle('tube', palette.sand, palette.clay, 'Science for your skin'),
    ],
    palette.sand,
  ),
);
