// Bodies of the console's content calls: one save per list of the home page and footer (banners, offer
// strip, standards, specialities, FAQ, partners, contact cards, blog posts), and one delete and one
// reorder for them all. An item is answered as its public list answers it (contract/src/content.ts).
import { z } from 'zod';
import { emptyIsAbsent, flag01 } from './body-fields.ts';
import { imagePathField } from './admin-catalogue.ts';
import { idField } from './rules.ts';

export const CONTENT_KINDS = [
  'banner',
  'offer-banner',
  'standard',
  'speciality',
  'faq',
  'partner',
  'contact-card',
  'blog',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const contentMessages = {
  required: 'Please fill in this field.',
  tooLong: (max: number) => `This field can be at most ${max} characters.`,
  linkInvalid: 'A link starts with https:// or http://.',
  shopLinkInvalid:
    'A banner link is an address in this shop, such as /products/vitamin-c-serum or /search?q=serum.',
  kindInvalid: `Kind must be one of ${CONTENT_KINDS.join(', ')}.`,
  orderInvalid: 'List every item of this list exactly once.',
  blogHasNoOrder: 'Blog posts are listed newest first; they have no order to change.',
  /** An offer strip may advertise only a coupon that exists and is active. */
  unknownCoupon: (code: string) => `Code ${code} is not an active coupon. Save the coupon first.`,
} as const;

const required = (max: number) =>
  z
    .string({ error: contentMessages.required })
    .trim()
    .min(1, { error: contentMessages.required, abort: true })
    .max(max, contentMessages.tooLong(max));
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: contentMessages.tooLong(max) })
      .trim()
      .max(max, contentMessages.tooLong(max)),
  );
const optionalId = z.preprocess(emptyIsAbsent, idField.optional());
const image = z.preprocess((value) => value ?? '', imagePathField);

export const bannerSaveBody = z.object({
  b_id: optionalId,
  b_title: required(100),
  b_heading: required(200),
  b_description: optionalText(1000),
  b_image: image,
  b_status: z.preprocess((value) => emptyIsAbsent(value) ?? 1, flag01),
  /** A shop address (starting with one `/`), or empty. */
  b_link: optionalText(300).refine(
    (link) => link === '' || /^\/(?!\/)[^\s]*$/.test(link),
    contentMessages.shopLinkInvalid,
  ),
});
export const offerBannerSaveBody = z.object({ ob_id: optionalId, ob_text: required(300) });
export const standardSaveBody = z.object({
  os_id: optionalId,
  os_title: required(150),
  os_description: required(1000),
  os_image: image,
});
export const specialitySaveBody = z.object({
  osp_id: optionalId,
  osp_title: required(150),
  osp_image: image,
});
export const faqSaveBody = z.object({
  fq_id: optionalId,
  fq_question: required(300),
  fq_answers: required(5000),
});
export const partnerSaveBody = z.object({
  pt_id: optionalId,
  pt_name: required(150),
  pt_image: image,
  pt_link: required(500).refine((link) => /^https?:\/\/[^\s]+$/i.test(link), contentMessages.linkInvalid),
});
export const contactCardSaveBody = z.object({
  g_id: optionalId,
  g_image: image,
  g_heading: required(150),
  g_description: required(1000),
  g_contact: required(200),
});
export const blogSaveBody = z.object({
  bl_id: optionalId,
  bl_image: image,
  bl_name: required(100),
  bl_heading: required(200),
  bl_description: required(50_000),
  bl_hashtags: optionalText(300),
});

/** Each kind's save body, by the path `admin/<kind>/save`. */
export const contentSaveBodies = {
  banner: bannerSaveBody,
  'offer-banner': offerBannerSaveBody,
  standard: standardSaveBody,
  speciality: specialitySaveBody,
  faq: faqSaveBody,
  partner: partnerSaveBody,
  'contact-card': contactCardSaveBody,
  blog: blogSaveBody,
} as const satisfies Record<ContentKind, z.ZodType>;

const kindField = z.enum(CONTENT_KINDS, { error: contentMessages.kindInvalid });

/**
 * `admin/content/list`: every item of one list as its public list answers it, in the shop's order,
 * also the offer texts the public strip leaves out while a code they name is not an active coupon.
 */
export const contentListBody = z.object({ kind: kindField });
export type ContentListBody = z.output<typeof contentListBody>;

export const contentDeleteBody = z.object({ kind: kindField, id: idField });
export type ContentDeleteBody = z.output<typeof contentDeleteBody>;

/** Every id of the list, in the order the storefront should show them. */
export const contentOrderBody = z.object({
  kind: kindField,
  ids: z.array(idField, { error: contentMessages.orderInvalid }).max(500),
});
export type ContentOrderBody = z.output<typeof contentOrderBody>;

/** Coupon codes an offer text advertises: the word after "code" (`Use code PRIME10 for …`). */
export function advertisedCouponCodes(text: string): string[] {
  return [...text.matchAll(/\bcode\s+([A-Za-z0-9_-]{3,30})\b/gi)].map((match) => match[1]!.toUpperCase());
}
