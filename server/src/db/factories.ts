// Builders of valid catalogue rows, shared by the demo seed and the tests (prices in rupees here,
// stored as paise).
import {
  addMonths,
  DEFAULT_MIN_SHELF_LIFE_DAYS,
  DEFAULT_SHELF_LIFE_MONTHS,
  indiaMonthOf,
  sellableFrom,
  UNRECORDED_BATCH,
} from '@prime/contract';
import type { Db, Tx } from './client.ts';
import * as t from './schema.ts';

type Writer = Db | Tx;

export interface NewPackSize {
  grams: number;
  /** MRP in rupees. */
  mrp: number;
  /** Selling price in rupees. */
  price: number;
  /** Units in stock; with `lots`, what the sellable ones hold is the stock instead. */
  stock: number;
  /** Its lots; left out, the stock is one lot of no recorded batch expiring in 24 months. */
  lots?: NewLot[];
}

export interface NewLot {
  batchNo: string;
  mfg: string;
  expiry: string;
  quantity: number;
}

export interface NewProduct {
  name: string;
  slug: string;
  categoryId: number;
  concernId: number | null;
  image: string;
  gallery: string[];
  description: string;
  howItWorks: string;
  howToUse: string;
  suitableFor: string;
  materialContent: string;
  status: 0 | 1;
  upcoming: 0 | 1;
  bestSellerRank: number | null;
  packs: NewPackSize[];
  ingredients: { description: string; image: string }[];
  /** The Legal Metrology declarations (decision 0029); pack sizes are net quantities in `unit`. */
  genericName: string | null;
  unit: 'g' | 'ml';
  manufacturer: string | null;
  marketer: string | null;
  countryOfOrigin: string;
  shelfLifeMonths: number | null;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);
const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

let sequence = 0;

export async function insertCategory(db: Writer, name: string, sortOrder = 0): Promise<number> {
  const [row] = await db.insert(t.categories).values({ name, sortOrder }).returning({ id: t.categories.id });
  return row!.id;
}

export async function insertConcern(db: Writer, name: string, image = '', sortOrder = 0): Promise<number> {
  const [row] = await db
    .insert(t.concerns)
    .values({ name, image, sortOrder })
    .returning({ id: t.concerns.id });
  return row!.id;
}

/** Inserts a product with its pack sizes, gallery and ingredients; returns the new ids. */
export async function insertProduct(
  db: Writer,
  input: Partial<NewProduct> & { categoryId: number },
): Promise<{ id: number; packSizeIds: number[] }> {
  sequence += 1;
  const name = input.name ?? `Test Serum ${sequence}`;
  const p: NewProduct = {
    name,
    slug: input.slug ?? `${slugify(name)}-${sequence}-${Date.now().toString(36)}`,
    concernId: null,
    image: '',
    gallery: [],
    description: `${name} for everyday care.`,
    howItWorks: '',
    howToUse: '',
    suitableFor: '',
    materialContent: '',
    status: 1,
    upcoming: 0,
    bestSellerRank: null,
    packs: [{ grams: 50, mrp: 599, price: 499, stock: 30 }],
    ingredients: [],
    // A product on sale declares these; tests and the seed get valid ones unless they say otherwise.
    genericName: 'Face serum',
    unit: 'g',
    manufacturer: 'PRIME Test Labs Pvt. Ltd., Plot 1, MIDC, Pune, Maharashtra 411019',
    marketer: null,
    countryOfOrigin: 'India',
    shelfLifeMonths: 24,
    ...input,
  };
  const [product] = await db
    .insert(t.products)
    .values({
      slug: p.slug,
      name: p.name,
      image: p.image,
      description: p.description,
      howItWorks: p.howItWorks,
      howToUse: p.howToUse,
      suitableFor: p.suitableFor,
      materialContent: p.materialContent,
      categoryId: p.categoryId,
      concernId: p.concernId,
      status: p.status,
      upcoming: p.upcoming,
      bestSellerRank: p.bestSellerRank,
      genericName: p.genericName,
      unit: p.unit,
      manufacturer: p.manufacturer,
      marketer: p.marketer,
      countryOfOrigin: p.countryOfOrigin,
      pShelfLifeMonths: p.shelfLifeMonths,
    })
    .returning({ id: t.products.id });
  const productId = product!.id;
  const packSizeIds = await insertPackSizes(db, productId, p.packs);
  if (p.gallery.length) {
    await db
      .insert(t.productImages)
      .values(p.gallery.map((image, index) => ({ productId, image, sortOrder: index })));
  }
  if (p.ingredients.length) {
    await db
      .insert(t.ingredients)
      .values(p.ingredients.map((ingredient, index) => ({ productId, ...ingredient, sortOrder: index })));
  }
  return { id: productId, packSizeIds };
}

/** A product's pack sizes, each with its stock as lots (given, or one made this month). */
async function insertPackSizes(db: Writer, productId: number, packs: NewPackSize[]): Promise<number[]> {
  const lotsOf = packs.map(lotsOfPack);
  const packRows = await db
    .insert(t.packSizes)
    .values(
      packs.map((pack, index) => ({
        productId,
        grams: pack.grams,
        mrpPaise: toPaise(pack.mrp),
        pricePaise: toPaise(pack.price),
        ...stockOfLots(lotsOf[index]!),
        sortOrder: index,
      })),
    )
    .returning({ id: t.packSizes.id });
  const lots = packRows.flatMap((row, index) =>
    lotsOf[index]!.map(({ quantity, ...lot }) => ({
      packSizeId: row.id,
      ...lot,
      received: quantity,
      remaining: quantity,
    })),
  );
  if (lots.length) await db.insert(t.stockLots).values(lots);
  return packRows.map((row) => row.id);
}

/** A pack size's lots: those given, or its stock as one lot made this month expiring in 24 months. */
function lotsOfPack(pack: NewPackSize): NewLot[] {
  if (pack.lots) return pack.lots;
  if (pack.stock === 0) return [];
  const mfg = indiaMonthOf(new Date());
  const expiry = addMonths(mfg, DEFAULT_SHELF_LIFE_MONTHS);
  return [{ batchNo: UNRECORDED_BATCH, mfg, expiry, quantity: pack.stock }];
}

/** What the sellable lots hold, and the expiry of the one the next unit comes from (the shop's default rule). */
function stockOfLots(lots: NewLot[]): { stock: number; nextExpiry: string | null } {
  const sellable = lots.filter((lot) => lot.expiry >= sellableFrom(DEFAULT_MIN_SHELF_LIFE_DAYS));
  const expiries = sellable.filter((lot) => lot.quantity > 0).map((lot) => lot.expiry);
  return {
    stock: sellable.reduce((sum, lot) => sum + lot.quantity, 0),
    nextExpiry: expiries.length ? expiries.sort()[0]! : null,
  };
}

export interface NewReview {
  productId: number;
  rating: number;
  heading: string;
  comment: string;
  authorName?: string;
  userId?: number | null;
  images?: string[];
  createdAt?: Date;
}

export async function insertReview(db: Writer, review: NewReview): Promise<number> {
  const [row] = await db
    .insert(t.reviews)
    .values({
      productId: review.productId,
      userId: review.userId ?? null,
      authorName: review.authorName ?? '',
      rating: review.rating,
      heading: review.heading,
      comment: review.comment,
      ...(review.createdAt ? { createdAt: review.createdAt } : {}),
    })
    .returning({ id: t.reviews.id });
  const reviewId = row!.id;
  if (review.images?.length) {
    await db
      .insert(t.reviewImages)
      .values(review.images.map((image, index) => ({ reviewId, image, sortOrder: index })));
  }
  return reviewId;
}
