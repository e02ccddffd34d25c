// Where each demo image lives and how it is drawn. Files sit under `<dataDir>/uploads/demo/`; the
// database stores them as `uploads/demo/...`, which the server serves at `/uploads/demo/...`.
import { iconTile } from '../../demo-images/line-icons.ts';
import { palette } from '../../demo-images/palette.ts';
import { productShotSvg, type ShotVariant } from '../../demo-images/product-shots.ts';
import type { ImageJob } from '../../demo-images/render.ts';
import {
  bannerSvg,
  blogSvg,
  partnerWordmarkSvg,
  reviewPhotoSvg,
  standardSvg,
} from '../../demo-images/scenes.ts';
import { demoBlogPosts } from './blog-data.ts';
import { demoConcerns, ingredientIcons, type ConcernKey, type IngredientIcon } from './catalogue-data.ts';
import {
  demoBanners,
  demoContactCards,
  demoPartners,
  demoSpecialities,
  demoStandards,
} from './content-data.ts';
import { containerOf, containerOfCategory, demoProducts, shotOf } from './products-data.ts';
import { demoReviews } from './reviews-data.ts';

/** File names under the uploads directory. */
export const demoFile = {
  product: (slug: string, n: 1 | 2 | 3) => `demo/products/${slug}-${n}.webp`,
  ingredient: (icon: IngredientIcon) => `demo/ingredients/${icon}.webp`,
  concern: (key: ConcernKey) => `demo/concerns/${key}.webp`,
  speciality: (key: string) => `demo/specialities/${key}.webp`,
  standard: (key: string) => `demo/standards/${key}.webp`,
  banner: (key: string) => `demo/banners/${key}.webp`,
  partner: (key: string) => `demo/partners/${key}.webp`,
  contact: (key: string) => `demo/contact/${key}.webp`,
  blog: (key: string) => `demo/blog/${key}.webp`,
  review: (slug: string, n: number) => `demo/reviews/${slug}-${n}.webp`,
};

/** The image path as stored in the database and sent in answers. */
export const stored = (file: string) => `uploads/${file}`;

const shotVariants: [1 | 2 | 3, ShotVariant][] = [
  [1, 'hero'],
  [2, 'still-life'],
  [3, 'texture'],
];

const reviewTiles = [palette.mist, palette.sand, palette.white];

export function demoImageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const product of demoProducts) {
    for (const [n, variant] of shotVariants) {
      jobs.push({
        file: demoFile.product(product.slug, n),
        draw: () => productShotSvg(shotOf(product), variant),
      });
    }
  }
  for (const icon of ingredientIcons)
    jobs.push({ file: demoFile.ingredient(icon), draw: () => iconTile(icon, 240) });
  for (const [key, concern] of Object.entries(demoConcerns)) {
    jobs.push({
      file: demoFile.concern(key as ConcernKey),
      draw: () => iconTile(concern.icon, 400, palette.sand),
    });
  }
  for (const s of demoSpecialities)
    jobs.push({ file: demoFile.speciality(s.key), draw: () => iconTile(s.icon, 200) });
  for (const c of demoContactCards)
    jobs.push({ file: demoFile.contact(c.key), draw: () => iconTile(c.icon, 200) });
  demoStandards.forEach((s, i) => {
    const background = i % 2 ? palette.mist : palette.sand;
    jobs.push({
      file: demoFile.standard(s.key),
      draw: () => standardSvg(s.key, s.icon, containerOfCategory(s.category), background),
    });
  });
  for (const b of demoBanners) {
    jobs.push({
      file: demoFile.banner(b.key),
      draw: () => bannerSvg(b.key, b.products.map(containerOfCategory), b.background),
    });
  }
  for (const p of demoPartners) {
    jobs.push({ file: demoFile.partner(p.key), draw: () => partnerWordmarkSvg(p.name, p.style, p.accent) });
  }
  for (const post of demoBlogPosts) {
    jobs.push({
      file: demoFile.blog(post.key),
      draw: () => blogSvg(post.key, post.products.map(containerOfCategory), post.background),
    });
  }
  let photo = 0;
  for (const [slug, reviews] of Object.entries(demoReviews)) {
    const product = demoProducts.find((p) => p.slug === slug)!;
    reviews.forEach((review, n) => {
      if (!review[5]) return;
      const tile = reviewTiles[photo++ % reviewTiles.length]!;
      jobs.push({
        file: demoFile.review(slug, n + 1),
        draw: () => reviewPhotoSvg(`${slug}-${n + 1}`, containerOf(product), tile),
      });
    });
  }
  return jobs;
}
