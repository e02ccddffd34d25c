// The demo catalogue: its images are made on every start when missing, its rows go only into an
// empty database, once, even when several processes start together on one PostgreSQL.
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { writeMissingImages, type ImageJob } from '../../demo-images/render.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import type { Db, Tx } from '../client.ts';
import { insertCategory, insertConcern, insertProduct, insertReview } from '../factories.ts';
import * as t from '../schema.ts';
import { demoBlogPosts } from './blog-data.ts';
import { demoCategories, demoConcerns, type CategoryKey, type ConcernKey } from './catalogue-data.ts';
import { demoCoupons } from './coupon-data.ts';
import { demoDeclarations, demoShopContacts } from './declarations-data.ts';
import {
  demoBanners,
  demoContactCards,
  demoFaqs,
  demoOfferBanners,
  demoPartners,
  demoSpecialities,
  demoStandards,
} from './content-data.ts';
import { withDemoLots } from './demo-lots.ts';
import { demoFile, demoImageJobs, stored } from './image-jobs.ts';
import { demoProducts } from './products-data.ts';
import { demoReviews } from './reviews-data.ts';

// Any fixed number works; it only has to be the same in every process that seeds.
const SEED_LOCK_KEY = 5_052_494_645;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoCatalogue(db: Db, dataDir: string, images?: ImageStore): Promise<void> {
  const jobs = demoImageJobs();
  await writeMissingImages(path.join(dataDir, 'uploads'), jobs);
  if (images?.kind === 's3') await copyMissingToStore(dataDir, jobs, images);
  if (!(await isEmpty(db))) return;
  await db.transaction(async (tx) => {
    // A second process waits here, then finds the catalogue loaded and leaves it alone.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return;
    await insertCatalogue(tx);
    await insertContent(tx);
  });
}

/**
 * With STORAGE_URL the demo images are served from the bucket like uploads: each one drawn here and
 * not there yet is copied up, so a process on another machine (another DATA_DIR) finds them too.
 */
async function copyMissingToStore(dataDir: string, jobs: ImageJob[], images: ImageStore): Promise<void> {
  const there = new Set(await images.list(stored('demo')));
  for (const job of jobs) {
    const key = stored(job.file);
    if (there.has(key)) continue;
    await images.write(key, await fs.readFile(path.join(dataDir, key)), 'image/webp');
  }
}

async function isEmpty(db: Db | Tx): Promise<boolean> {
  const products = await db.select({ id: t.products.id }).from(t.products).limit(1);
  const categories = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
  return products.length === 0 && categories.length === 0;
}

const daysAgo = (days: number, now: number) => new Date(now - days * DAY_MS - (days % 7) * 3_600_000);

async function insertCatalogue(tx: Tx): Promise<void> {
  const categoryIds = new Map<CategoryKey, number>();
  for (const [index, [key, category]] of Object.entries(demoCategories).entries()) {
    categoryIds.set(key as CategoryKey, await insertCategory(tx, category.name, index));
  }
  const concernIds = new Map<ConcernKey, number>();
  for (const [index, key] of (Object.keys(demoConcerns) as ConcernKey[]).entries()) {
    concernIds.set(
      key,
      await insertConcern(tx, demoConcerns[key].name, stored(demoFile.concern(key)), index),
    );
  }
  const now = Date.now();
  for (const [index, product] of demoProducts.entries()) {
    const { id } = await insertProduct(tx, {
      name: product.name,
      slug: product.slug,
      categoryId: categoryIds.get(product.category)!,
      concernId: concernIds.get(product.concern)!,
      image: stored(demoFile.product(product.slug, 1)),
      // Every image of a product is in its gallery, the main one first (as the console keeps it).
      gallery: ([1, 2, 3] as const).map((shot) => stored(demoFile.product(product.slug, shot))),
      description: product.description,
      howItWorks: product.howItWorks,
      howToUse: product.howToUse,
      suitableFor: product.suitableFor,
      materialContent: product.badges,
      status: 1,
      upcoming: product.upcoming ? 1 : 0,
      bestSellerRank: product.bestSellerRank ?? null,
      packs: withDemoLots(product.slug, index, product.packs, new Date(now)),
      ...demoDeclarations[product.slug],
      ingredients: product.ingredients.map(([icon, description]) => ({
        description,
        image: stored(demoFile.ingredient(icon)),
      })),
    });
    const reviews = demoReviews[product.slug] ?? [];
    for (const [n, [authorName, rating, days, heading, comment, photo]] of reviews.entries()) {
      await insertReview(tx, {
        productId: id,
        authorName,
        rating,
        heading,
        comment,
        createdAt: daysAgo(days, now),
        images: photo ? [stored(demoFile.review(product.slug, n + 1))] : [],
      });
    }
  }
}

async function insertContent(tx: Tx): Promise<void> {
  const sorted = <T>(rows: T[]) => rows.map((row, sortOrder) => ({ ...row, sortOrder }));
  await tx.insert(t.banners).values(
    sorted(
      demoBanners.map((b) => ({
        title: b.title,
        heading: b.heading,
        description: b.description,
        image: stored(demoFile.banner(b.key)),
        status: b.status,
        link: b.link,
      })),
    ),
  );
  await tx.insert(t.offerBanners).values(sorted(demoOfferBanners.map((text) => ({ text }))));
  // The row itself comes from the migrations; the demo shop names its consumer care and officer.
  await tx.update(t.shopSettings).set(demoShopContacts).where(eq(t.shopSettings.id, 1));
  // The codes the offer strip advertises exist and are active.
  await tx.insert(t.coupons).values(
    demoCoupons.map(({ firstOrderOnly, active, ...coupon }) => ({
      ...coupon,
      firstOrderOnly: firstOrderOnly ? 1 : 0,
      active: active ? 1 : 0,
    })),
  );
  await tx.insert(t.standards).values(
    sorted(
      demoStandards.map((s) => ({
        title: s.title,
        description: s.description,
        image: stored(demoFile.standard(s.key)),
      })),
    ),
  );
  await tx
    .insert(t.specialities)
    .values(
      sorted(demoSpecialities.map((s) => ({ title: s.title, image: stored(demoFile.speciality(s.key)) }))),
    );
  await tx.insert(t.faqs).values(sorted(demoFaqs.map(([question, answer]) => ({ question, answer }))));
  await tx
    .insert(t.partners)
    .values(
      sorted(
        demoPartners.map((p) => ({ name: p.name, link: p.link, image: stored(demoFile.partner(p.key)) })),
      ),
    );
  await tx.insert(t.contactCards).values(
    sorted(
      demoContactCards.map((c) => ({
        heading: c.heading,
        description: c.description,
        contact: c.contact,
        image: stored(demoFile.contact(c.key)),
      })),
    ),
  );
  const now = Date.now();
  await tx.insert(t.blogPosts).values(
    demoBlogPosts.map((post) => ({
      author: post.author,
      heading: post.heading,
      description: post.description,
      hashtags: post.hashtags,
      image: stored(demoFile.blog(post.key)),
      createdAt: daysAgo(post.daysAgo, now),
    })),
  );
}
