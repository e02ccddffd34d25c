// The content lists the console edits, one entry per kind: its table, the columns a save writes, the
// item as the public list answers it (what the audit log records), and the images it names. The
// lists share one way of saving, deleting and ordering (content-save.ts).
import type { z } from 'zod';
import {
  advertisedCouponCodes,
  bannerSaveBody,
  blogSaveBody,
  contactCardSaveBody,
  faqSaveBody,
  offerBannerSaveBody,
  partnerSaveBody,
  specialitySaveBody,
  standardSaveBody,
  type AuditTargetKind,
  type ContentKind,
} from '@prime/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  banners,
  blogPosts,
  contactCards,
  faqs,
  offerBanners,
  partners,
  specialities,
  standards,
} from '../../db/schema.ts';

type Row = Record<string, unknown>;

export interface ContentList<S extends z.ZodType = z.ZodType> {
  table: PgTable;
  target: AuditTargetKind;
  /** The body's id field (`b_id`): present, it updates that item; absent, it adds one. */
  idField: string;
  schema: S;
  /** Column name → value, as a save writes them. */
  columns(body: z.output<S>): Row;
  /** A stored row as the public list answers it. */
  item(row: Row): Record<string, unknown>;
  images(body: z.output<S>): { field: string; path: string }[];
  /** Whether the editor orders the list (blog posts come newest first). */
  ordered: boolean;
  /** Coupon codes the item advertises (the offer strip), which must exist and be active. */
  advertises?(body: z.output<S>): string[];
}

const list = <S extends z.ZodType>(entry: ContentList<S>) => entry as unknown as ContentList;
const text = (value: unknown) => String(value ?? '');
const id = (value: unknown) => Number(value);

export const CONTENT_LISTS: Record<ContentKind, ContentList> = {
  banner: list({
    table: banners,
    target: 'banner',
    idField: 'b_id',
    schema: bannerSaveBody,
    columns: (b) => ({
      title: b.b_title,
      heading: b.b_heading,
      description: b.b_description,
      image: b.b_image,
      status: b.b_status,
      link: b.b_link,
    }),
    item: (r) => ({
      b_id: id(r.id),
      b_title: text(r.title),
      b_heading: text(r.heading),
      b_description: text(r.description),
      b_image: text(r.image),
      b_status: Number(r.status),
      b_link: text(r.link),
    }),
    images: (b) => [{ field: 'b_image', path: b.b_image }],
    ordered: true,
  }),
  'offer-banner': list({
    table: offerBanners,
    target: 'offer_banner',
    idField: 'ob_id',
    schema: offerBannerSaveBody,
    columns: (b) => ({ text: b.ob_text }),
    item: (r) => ({ ob_id: id(r.id), ob_text: text(r.text) }),
    images: () => [],
    ordered: true,
    advertises: (b) => advertisedCouponCodes(b.ob_text),
  }),
  standard: list({
    table: standards,
    target: 'standard',
    idField: 'os_id',
    schema: standardSaveBody,
    columns: (b) => ({ title: b.os_title, description: b.os_description, image: b.os_image }),
    item: (r) => ({
      os_id: id(r.id),
      os_title: text(r.title),
      os_description: text(r.description),
      os_image: text(r.image),
    }),
    images: (b) => [{ field: 'os_image', path: b.os_image }],
    ordered: true,
  }),
  speciality: list({
    table: specialities,
    target: 'speciality',
    idField: 'osp_id',
    schema: specialitySaveBody,
    columns: (b) => ({ title: b.osp_title, image: b.osp_image }),
    item: (r) => ({ osp_id: id(r.id), osp_image: text(r.image), osp_title: text(r.title) }),
    images: (b) => [{ field: 'osp_image', path: b.osp_image }],
    ordered: true,
  }),
  faq: list({
    table: faqs,
    target: 'faq',
    idField: 'fq_id',
    schema: faqSaveBody,
    columns: (b) => ({ question: b.fq_question, answer: b.fq_answers }),
    item: (r) => ({ fq_id: id(r.id), fq_question: text(r.question), fq_answers: text(r.answer) }),
    images: () => [],
    ordered: true,
  }),
  partner: list({
    table: partners,
    target: 'partner',
    idField: 'pt_id',
    schema: partnerSaveBody,
    columns: (b) => ({ name: b.pt_name, image: b.pt_image, link: b.pt_link }),
    item: (r) => ({ pt_id: id(r.id), pt_name: text(r.name), pt_image: text(r.image), pt_link: text(r.link) }),
    images: (b) => [{ field: 'pt_image', path: b.pt_image }],
    ordered: true,
  }),
  'contact-card': list({
    table: contactCards,
    target: 'contact_card',
    idField: 'g_id',
    schema: contactCardSaveBody,
    columns: (b) => ({
      image: b.g_image,
      heading: b.g_heading,
      description: b.g_description,
      contact: b.g_contact,
    }),
    item: (r) => ({
      g_id: id(r.id),
      g_image: text(r.image),
      g_heading: text(r.heading),
      g_description: text(r.description),
      g_contact: text(r.contact),
    }),
    images: (b) => [{ field: 'g_image', path: b.g_image }],
    ordered: true,
  }),
  blog: list({
    table: blogPosts,
    target: 'blog',
    idField: 'bl_id',
    schema: blogSaveBody,
    columns: (b) => ({
      image: b.bl_image,
      author: b.bl_name,
      heading: b.bl_heading,
      description: b.bl_description,
      hashtags: b.bl_hashtags,
    }),
    item: (r) => ({
      bl_id: id(r.id),
      bl_image: text(r.image),
      bl_name: text(r.author),
      bl_heading: text(r.heading),
      bl_description: text(r.description),
      bl_hashtags: text(r.hashtags),
      bl_created_at: new Date(r.created_at as string | Date).toISOString(),
    }),
    images: (b) => [{ field: 'bl_image', path: b.bl_image }],
    ordered: false,
  }),
};
