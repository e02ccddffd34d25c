import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Db } from '../client.ts';
import type { Database } from '../open-database.ts';
import * as t from '../schema.ts';
import { seedDemoCatalogue } from './index.ts';
import { advertisedCouponCodes, DEFAULT_MIN_SHELF_LIFE_DAYS, sellableFrom } from '@prime/contract';

const rowTables = {
  categories: t.categories,
  concerns: t.concerns,
  products: t.products,
  packSizes: t.packSizes,
  productImages: t.productImages,
  ingredients: t.ingredients,
  reviews: t.reviews,
  reviewImages: t.reviewImages,
  banners: t.banners,
  offerBanners: t.offerBanners,
  standards: t.standards,
  specialities: t.specialities,
  faqs: t.faqs,
  partners: t.partners,
  contactCards: t.contactCards,
  blogPosts: t.blogPosts,
};

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(rowTables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function storedImages(db: Db): Promise<string[]> {
  const columns = [
    db.select({ image: t.products.image }).from(t.products),
    db.select({ image: t.productImages.image }).from(t.productImages),
    db.select({ image: t.ingredients.image }).from(t.ingredients),
    db.select({ image: t.concerns.image }).from(t.concerns),
    db.select({ image: t.reviewImages.image }).from(t.reviewImages),
    db.select({ image: t.banners.image }).from(t.banners),
    db.select({ image: t.standards.image }).from(t.standards),
    db.select({ image: t.specialities.image }).from(t.specialities),
    db.select({ image: t.partners.image }).from(t.partners),
    db.select({ image: t.contactCards.image }).from(t.contactCards),
    db.select({ image: t.blogPosts.image }).from(t.blogPosts),
  ];
  const rows = (await Promise.all(columns)).flat();
  return [...new Set(rows.map((row) => row.image))];
}

describe('demo catalogue', () => {
  let database: Database;
  let dataDir: string;

  // A fresh database and ~140 images encoded in a child process: past a minute on a busy 2-core machine.
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prime-seed-'));
    await seedDemoCatalogue(database.db, dataDir);
  }, 180_000);

  afterAll(async () => {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('fills an empty shop with a catalogue a brand could show', async () => {
    const db = database.db;
    const [active] = await db.select({ n: count() }).from(t.products).where(eq(t.products.status, 1));
    expect(active!.n).toBeGreaterThanOrEqual(24);

    const categories = await db
      .select({ id: t.categories.id, products: count(t.products.id) })
      .from(t.categories)
      .leftJoin(t.products, eq(t.products.categoryId, t.categories.id))
      .groupBy(t.categories.id);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.every((c) => c.products > 0)).toBe(true);

    const concerns = await db.select().from(t.concerns).orderBy(t.concerns.sortOrder, t.concerns.id);
    expect(concerns.length).toBeGreaterThanOrEqual(8);
    const onFirstConcern = await db
      .select()
      .from(t.products)
      .where(eq(t.products.concernId, concerns[0]!.id));
    expect(onFirstConcern.length).toBeGreaterThan(0);

    const packsPerProduct = await db
      .select({
        productId: t.packSizes.productId,
        packs: count(),
        stock: sql<number>`sum(${t.packSizes.stock})::int`,
      })
      .from(t.packSizes)
      .groupBy(t.packSizes.productId);
    expect(packsPerProduct.filter((p) => p.packs >= 2).length).toBeGreaterThanOrEqual(6);
    const products = await db.select().from(t.products);
    const stockOf = (id: number) => packsPerProduct.find((p) => p.productId === id)!.stock;
    expect(products.some((p) => p.upcoming === 0 && stockOf(p.id) === 0)).toBe(true);
    expect(products.some((p) => p.upcoming === 1)).toBe(true);
    expect(products.filter((p) => p.bestSellerRank !== null).length).toBeGreaterThanOrEqual(6);

    const buyablePacks = await db
      .select({ stock: t.packSizes.stock })
      .from(t.packSizes)
      .innerJoin(t.products, eq(t.products.id, t.packSizes.productId))
      .where(eq(t.products.upcoming, 0));
    const wellStocked = buyablePacks.filter((p) => p.stock >= 30).length;
    expect(wellStocked / buyablePacks.length).toBeGreaterThan(0.8);

    const [withIngredients] = await db
      .select({ n: countDistinct(t.ingredients.productId) })
      .from(t.ingredients);
    expect(withIngredients!.n).toBe(products.length);
    const [reviewed] = await db.select({ n: countDistinct(t.reviews.productId) }).from(t.reviews);
    expect(reviewed!.n).toBeGreaterThanOrEqual(12);

    const counts = await rowCounts(db);
    expect(counts.faqs).toBeGreaterThanOrEqual(8);
    expect(counts.blogPosts).toBeGreaterThanOrEqual(6);
    for (const list of [
      'offerBanners',
      'standards',
      'specialities',
      'partners',
      'contactCards',
      'reviewImages',
    ]) {
      expect(counts[list], list).toBeGreaterThan(0);
    }
    const activeBanners = await db.select().from(t.banners).where(eq(t.banners.status, 1));
    expect(activeBanners.length).toBeGreaterThan(0);
  });

  it('declares every product as the law asks, liquids in ml, and names the shop’s care and grievance officer', async () => {
    const products = await database.db.select().from(t.products);
    for (const product of products) {
      expect(product.genericName, product.slug).toBeTruthy();
      expect(product.manufacturer, product.slug).toMatch(/, .*\d{5}/);
      expect(product.marketer, product.slug).toBeTruthy();
      expect(product.pShelfLifeMonths, product.slug).toBeGreaterThanOrEqual(12);
    }
    const unitOf = (slug: string) => products.find((product) => product.slug === slug)?.unit;
    expect(unitOf('vitamin-c-brightening-serum')).toBe('ml');
    expect(unitOf('salicylic-acid-clarifying-face-wash')).toBe('ml');
    expect(unitOf('centella-soothing-face-mist')).toBe('ml');
    expect(unitOf('urea-body-lotion')).toBe('ml');
    expect(unitOf('salicylic-acid-body-wash')).toBe('ml');
    expect(unitOf('ceramide-barrier-repair-cream')).toBe('g');
    const [settings] = await database.db.select().from(t.shopSettings);
    expect(settings).toMatchObject({
      carePhone: expect.stringMatching(/^[6-9]\d{9}$/),
      careEmail: expect.stringContaining('@'),
      grievanceOfficerName: expect.any(String),
      grievanceOfficerEmail: expect.stringContaining('@'),
      grievanceOfficerPhone: expect.stringMatching(/^[6-9]\d{9}$/),
    });
  });

  it('advertises in its offer strip only coupon codes that exist and are active, PRIME10 and GLOW200 among them', async () => {
    const db = database.db;
    const strip = await db.select({ text: t.offerBanners.text }).from(t.offerBanners);
    const advertised = strip.flatMap((banner) => advertisedCouponCodes(banner.text));
    expect(advertised).toEqual(expect.arrayContaining(['PRIME10', 'GLOW200']));
    const active = await db.select({ code: t.coupons.code }).from(t.coupons).where(eq(t.coupons.active, 1));
    expect(active.map((coupon) => coupon.code)).toEqual(expect.arrayContaining(advertised));
  });

  it('holds each pack size’s stock in one or two believable batches, and a few short-dated units unsold', async () => {
    const db = database.db;
    const packs = await db.select().from(t.packSizes);
    const lots = await db.select().from(t.stockLots);
    const from = sellableFrom(DEFAULT_MIN_SHELF_LIFE_DAYS);
    for (const pack of packs) {
      const sellable = lots.filter((lot) => lot.packSizeId === pack.id && lot.expiry >= from);
      expect(sellable.reduce((sum, lot) => sum + lot.remaining, 0)).toBe(pack.stock);
      if (pack.stock > 0) expect(sellable.length).toBeGreaterThanOrEqual(1);
      expect(sellable.length).toBeLessThanOrEqual(2);
      expect(pack.nextExpiry).toBe(pack.stock > 0 ? sellable.map((lot) => lot.expiry).sort()[0] : null);
    }
    expect(lots.every((lot) => /^[A-Z]{1,4}\d+-\d{4}$/.test(lot.batchNo) && lot.expiry > lot.mfg)).toBe(true);
    expect(lots.some((lot) => lot.expiry < from && lot.remaining > 0)).toBe(true);
  });

  it('keeps the main image of every product first in its gallery', async () => {
    const db = database.db;
    const products = await db.select({ id: t.products.id, image: t.products.image }).from(t.products);
    const gallery = await db
      .select()
      .from(t.productImages)
      .orderBy(t.productImages.sortOrder, t.productImages.id);
    for (const product of products) {
      expect(gallery.find((image) => image.productId === product.id)?.image).toBe(product.image);
    }
  });

  it('stores every image as a relative path to a real WebP file in the data folder', async () => {
    const images = await storedImages(database.db);
    expect(images.length).toBeGreaterThan(60);
    for (const image of images) {
      expect(image).toMatch(/^uploads\/demo\/[a-z0-9/-]+\.webp$/);
      const bytes = await fs.readFile(path.join(dataDir, image));
      expect(bytes.subarray(0, 4).toString('latin1'), image).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1'), image).toBe('WEBP');
    }
    const [product] = await database.db.select().from(t.products).limit(1);
    const meta = await sharp(path.join(dataDir, product!.image)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
  });

  it('loads nothing twice and redraws only missing images on the next start', async () => {
    const before = await rowCounts(database.db);
    const [product] = await database.db.select().from(t.products).limit(1);
    const kept = path.join(dataDir, product!.image);
    const removed = path.join(dataDir, (await storedImages(database.db)).at(-1)!);
    const keptTime = (await fs.stat(kept)).mtimeMs;
    await fs.rm(removed);

    await seedDemoCatalogue(database.db, dataDir);

    expect(await rowCounts(database.db)).toEqual(before);
    expect((await fs.stat(kept)).mtimeMs).toBe(keptTime);
    expect((await fs.readFile(removed)).subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('loads the catalogue once when two processes start at the same moment', async () => {
    const fresh = await openTestDatabase();
    try {
      await Promise.all([seedDemoCatalogue(fresh.db, dataDir), seedDemoCatalogue(fresh.db, dataDir)]);
      expect(await rowCounts(fresh.db)).toEqual(await rowCounts(database.db));
    } finally {
      await fresh.close();
    }
  });

  it('leaves a shop that already has categories alone', async () => {
    const shop = await openTestDatabase();
    try {
      await shop.db.insert(t.categories).values({ name: 'Our own range' });
      await seedDemoCatalogue(shop.db, dataDir);
      const counts = await rowCounts(shop.db);
      expect([counts.categories, counts.products, counts.faqs]).toEqual([1, 0, 0]);
    } finally {
      await shop.close();
    }
  });
});
