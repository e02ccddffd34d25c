// Bodies and answers of the content lists and the footer message form (answer schemas: call-shapes.ts).
import { z } from 'zod';
import { messages } from './messages.ts';
import { trimmedText } from './rules.ts';
import { isEmail } from './text-checks.ts';

export const contactMessageBody = z.object({
  name: trimmedText(messages.contactNameRequired, 100),
  email: z
    .string({ error: messages.contactEmailInvalid })
    .trim()
    .max(254, { error: messages.contactEmailInvalid, abort: true })
    .refine(isEmail, messages.contactEmailInvalid),
  message: trimmedText(messages.contactMessageRequired, 5000),
});
export type ContactMessageBody = z.infer<typeof contactMessageBody>;

export interface Banner {
  b_id: number;
  b_title: string;
  b_heading: string;
  b_description: string;
  b_image: string;
  b_status: number;
  /** Where BUY NOW leads: a shop address such as `/products/…` or `/search?q=…`; empty: the categories. */
  b_link: string;
}
export interface OfferBanner {
  ob_id: number;
  ob_text: string;
}
export interface Standard {
  os_id: number;
  os_title: string;
  os_description: string;
  os_image: string;
}
export interface Speciality {
  osp_id: number;
  osp_image: string;
  osp_title: string;
}
export interface Faq {
  fq_id: number;
  fq_question: string;
  fq_answers: string;
}
export interface Partner {
  pt_id: number;
  pt_name: string;
  pt_image: string;
  pt_link: string;
}
export interface ContactCard {
  g_id: number;
  g_image: string;
  g_heading: string;
  g_description: string;
  g_contact: string;
}
export interface BlogPost {
  bl_id: number;
  bl_image: string;
  bl_name: string;
  bl_heading: string;
  bl_description: string;
  bl_hashtags: string;
  bl_created_at: string;
}
