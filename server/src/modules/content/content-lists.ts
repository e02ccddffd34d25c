// The home page's and footer's content lists, in the order an editor arranged them.
import { asc, desc, inArray } from 'drizzle-orm';
import {
  advertisedCouponCodes,
  fillShopTerms,
  type ShopTerms,
  type Banner,
  type BlogPost,
  type ContactCard,
  type Faq,
  type OfferBanner,
  type Partner,
  type Speciality,
  type Standard,
} from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { currentShopSettings } from '../../db/shop-settings.ts';
import {
  banners,
  blogPosts,
  contactCards,
  coupons,
  faqs,
  offerBanners,
  partners,
  specialities,
  standards,
} from '../../db/schema.ts';
import { registerAnswerCache } from '../../http/answer-caches.ts';
import { JsonCache } from '../../http/json-cache.ts';
import { changesAt } from '../../http/page-lifetime.ts';

export const contentCache = registerAnswerCache(new JsonCache(5_000, 50));

/** Forget every cached content list; call after an editor changes one. */
export function invalidateContentCache(): void {
  contentCache.clear();
}

/**
 * The charges and return window that texts state (contract/src/shop-terms.ts), as the settings say now:
 * a save bumps the site revision and forgets the kept lists, so the next answer says the new values.
 */
async function shopTerms(db: Db): Promise<ShopTerms> {
  const settings = await currentShopSettings(db);
  return {
    freeDeliveryFromPaise: settings.freeDeliveryFromPaise,
    deliveryChargePaise: settings.deliveryChargePaise,
    codChargePaise: settings.codChargePaise,
    returnDays: settings.returnDays,
  };
}

/** Every banner, active or not: the web app shows those with `b_status` 1, an editor sees them all. */
export async function listBanners(db: Db): Promise<Banner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map((row) => ({
    b_id: row.id,
    b_title: row.title,
    b_heading: row.heading,
    b_description: row.description,
    b_image: row.image,
    b_status: row.status,
    b_link: row.link,
  }));
}

/**
 * The offer strip's texts, less those that advertise a code a shopper cannot use now (switched off,
 * not started, ended or deleted): an admin may switch a coupon off at any time, and its text leaves
 * the strip until the coupon is on again. Answers are kept a few seconds, so a coupon's end shows soon;
 * a rendered page showing the strip is kept only until the next start or end of a coupon it names.
 */
export async function listOfferBanners(db: Db): Promise<OfferBanner[]> {
  const rows = await db
    .select()
    .from(offerBanners)
    .orderBy(asc(offerBanners.sortOrder), asc(offerBanners.id));
  const named = [...new Set(rows.flatMap((row) => advertisedCouponCodes(row.text)))];
  const usable = new Set<string>();
  if (named.length > 0) {
    const now = new Date();
    const found = await db.select().from(coupons).where(inArray(coupons.code, named));
    for (const coupon of found) {
      if (coupon.active !== 1) continue;
      const started = coupon.startsAt === null || coupon.startsAt <= now;
      const ended = coupon.endsAt !== null && coupon.endsAt < now;
      if (started && !ended) usable.add(coupon.code);
      // No write marks these moments: a rendered page showing this strip must not outlive them.
      if (!started) changesAt(coupon.startsAt!);
      else if (coupon.endsAt !== null && !ended) changesAt(new Date(coupon.endsAt.getTime() + 1));
    }
  }
  const terms = await shopTerms(db);
  return rows
    .filter((row) => advertisedCouponCodes(row.text).every((code) => usable.has(code)))
    .map((row) => ({ ob_id: row.id, ob_text: fillShopTerms(row.text, terms) }));
}

export async function listStandards(db: Db): Promise<Standard[]> {
  const rows = await db.select().from(standards).orderBy(asc(standards.sortOrder), asc(standards.id));
  return rows.map((row) => ({
    os_id: row.id,
    os_title: row.title,
    os_description: row.description,
    os_image: row.image,
  }));
}

export async function listSpecialities(db: Db): Promise<Speciality[]> {
  const rows = await db
    .select()
    .from(specialities)
    .orderBy(asc(specialities.sortOrder), asc(specialities.id));
  return rows.map((row) => ({ osp_id: row.id, osp_image: row.image, osp_title: row.title }));
}

export async function listFaqs(db: Db): Promise<Faq[]> {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
  const terms = await shopTerms(db);
  return rows.map((row) => ({
    fq_id: row.id,
    fq_question: fillShopTerms(row.question, terms),
    fq_answers: fillShopTerms(row.answer, terms),
  }));
}

export async function listPartners(db: Db): Promise<Partner[]> {
  const rows = await db.select().from(partners).orderBy(asc(partners.sortOrder), asc(partners.id));
  return rows.map((row) => ({ pt_id: row.id, pt_name: row.name, pt_image: row.image, pt_link: row.link }));
}

export async function listContactCards(db: Db): Promise<ContactCard[]> {
  const rows = await db
    .select()
    .from(contactCards)
    .orderBy(asc(contactCards.sortOrder), asc(contactCards.id));
  return rows.map((row) => ({
    g_id: row.id,
    g_image: row.image,
    g_heading: row.heading,
    g_description: row.description,
    g_contact: row.contact,
  }));
}

/** Newest first. */
export async function listBlogPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map((row) => ({
    bl_id: row.id,
    bl_image: row.image,
    bl_name: row.author,
    bl_heading: row.heading,
    bl_description: row.description,
    bl_hashtags: row.hashtags,
    bl_created_at: row.createdAt.toISOString(),
  }));
}
