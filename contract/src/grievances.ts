// The grievance desk (CONTRACT §17): the Consumer Protection (E-Commerce) Rules 2020 ask a seller to
// acknowledge a complaint within 48 hours and redress it within a month, with a ticket number the
// shopper can follow. Bodies, messages and answers of the shopper's and the console's calls; the
// /grievance form checks the same schema. The seller and the officer a shopper writes to: shop-info.ts.
import { z } from 'zod';
import { emptyIsAbsent, pageField } from './admin.ts';
import { okAnswer } from './call-shapes.ts';
import { messages } from './messages.ts';
import { orderAccessMessages } from './order-access.ts';
import { idField } from './rules.ts';
import { isEmail, isIndianMobile, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from './text-checks.ts';

/** Hours within which a grievance is acknowledged, and days within which it is resolved. */
export const GRIEVANCE_ACKNOWLEDGE_HOURS = 48;
export const GRIEVANCE_RESOLVE_DAYS = 30;
/** Grievances one client address may file within an hour. */
export const GRIEVANCES_PER_HOUR = 5;

export const GRIEVANCE_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const grievanceMessages = {
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: 'Please enter a valid 10-digit mobile number, or leave it empty.',
  subjectLength: 'The subject must be 3 to 120 characters.',
  messageLength: 'Please describe your grievance in 10 to 5,000 characters.',
  replyLength: 'Your message must be 10 to 5,000 characters.',
  staffTextRequired: 'Please write the reply (at most 5,000 characters).',
  ticketInvalid: 'A ticket number reads GRV-000001.',
  accessRequired: 'The grievance link is not complete.',
  statusInvalid: 'Choose open, acknowledged or resolved.',
  orderNotFound: orderAccessMessages.orderNotFound,
  notFound: 'We could not find this grievance.',
  tooMany: 'You have sent several grievances in the last hour. Please try again later.',
  added: 'Grievance registered',
  replied: 'Message sent',
  resolved: 'Grievance resolved',
} as const;

/** `GRV-000042` from serial 42. */
export const ticketNumber = (serial: number) => `GRV-${String(serial).padStart(6, '0')}`;

/** The serial of a ticket number in any case (`grv-000042` → 42); undefined when it is not one. */
export function ticketSerial(ticket: string): number | undefined {
  const match = /^GRV-(\d{6,9})$/i.exec(ticket.trim());
  return match ? Number(match[1]) : undefined;
}

const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message, abort: true })
    .max(max, message);

const MAX_ACCESS_LENGTH = 128;

export const grievanceAddBody = z.object({
  name: text(1, MAX_NAME_LENGTH, grievanceMessages.nameRequired),
  email: z
    .string({ error: grievanceMessages.emailInvalid })
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: grievanceMessages.emailInvalid, abort: true })
    .refine(isEmail, grievanceMessages.emailInvalid),
  phone: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : emptyIsAbsent(value)),
    z
      .string({ error: grievanceMessages.phoneInvalid })
      .trim()
      .refine(isIndianMobile, grievanceMessages.phoneInvalid)
      .optional(),
  ),
  od_id: z.preprocess(emptyIsAbsent, idField.optional()),
  subject: text(3, 120, grievanceMessages.subjectLength),
  message: text(10, 5000, grievanceMessages.messageLength),
});
export type GrievanceAddBody = z.output<typeof grievanceAddBody>;

const accessField = text(1, MAX_ACCESS_LENGTH, grievanceMessages.accessRequired);

export const grievanceViewBody = z.object({ access: accessField });
export const grievanceReplyBody = z.object({
  access: accessField,
  text: text(10, 5000, grievanceMessages.replyLength),
});
export type GrievanceReplyBody = z.output<typeof grievanceReplyBody>;

const ticketField = z
  .string({ error: grievanceMessages.ticketInvalid })
  .trim()
  .max(20, grievanceMessages.ticketInvalid)
  .refine((ticket) => ticketSerial(ticket) !== undefined, grievanceMessages.ticketInvalid)
  .transform((ticket) => ticketSerial(ticket)!);

export const adminGrievanceListBody = z.object({
  status: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : emptyIsAbsent(value)),
    z.enum(GRIEVANCE_STATUSES, { error: grievanceMessages.statusInvalid }).optional(),
  ),
  overdue: z.preprocess(
    (value) => (value === true || value === 1 || value === '1' ? 1 : undefined),
    z.literal(1).optional(),
  ),
  page: pageField,
});
export type AdminGrievanceListBody = z.output<typeof adminGrievanceListBody>;

export const adminGrievanceTicketBody = z.object({ ticket_no: ticketField });
export const adminGrievanceReplyBody = z.object({
  ticket_no: ticketField,
  text: text(1, 5000, grievanceMessages.staffTextRequired),
});
export type AdminGrievanceReplyBody = z.output<typeof adminGrievanceReplyBody>;

export interface GrievanceMessage {
  from: 'customer' | 'staff';
  text: string;
  at: string;
}

/** `grievance/view`: what the shopper's page shows. */
export interface GrievanceView {
  ticket_no: string;
  status: GrievanceStatus;
  subject: string;
  od_id: number | null;
  created_at: string;
  /** 48 hours after `created_at`. */
  acknowledge_by: string;
  /** 30 days after `created_at`. */
  resolve_by: string;
  messages: GrievanceMessage[];
}

/** A grievance in the console's list. */
export interface AdminGrievance {
  ticket_no: string;
  name: string;
  email: string;
  od_id: number | null;
  subject: string;
  status: GrievanceStatus;
  created_at: string;
  acknowledge_by: string;
  resolve_by: string;
  /** 1: still open after `acknowledge_by`, or not resolved after `resolve_by`. */
  overdue: 0 | 1;
}

/** `admin/grievance/detail`: the whole grievance, its messages with the staff member who wrote each. */
export interface AdminGrievanceDetail extends AdminGrievance {
  phone: string | null;
  messages: (GrievanceMessage & { by: string | null })[];
}

// ── answers, for the OpenAPI reference ─────────────────────────────────────────────────────────

const isoDate = z.string().meta({ description: 'ISO 8601 date-time in UTC.' });
const ticket = z.string().meta({ description: 'GRV-000001, consecutive.' });
const status = z.enum(GRIEVANCE_STATUSES);
const messageShape = z.object({ from: z.enum(['customer', 'staff']), text: z.string(), at: isoDate });
const dueDates = {
  created_at: isoDate,
  acknowledge_by: isoDate.meta({ description: '48 hours after created_at.' }),
  resolve_by: isoDate.meta({ description: '30 days after created_at.' }),
};

export const grievanceViewShape = z
  .object({
    ticket_no: ticket,
    status,
    subject: z.string(),
    od_id: z.int().positive().nullable(),
    ...dueDates,
    messages: z.array(messageShape),
  })
  .meta({ id: 'Grievance' });

const adminGrievanceShape = z
  .object({
    ticket_no: ticket,
    name: z.string(),
    email: z.string(),
    od_id: z.int().positive().nullable(),
    subject: z.string(),
    status,
    ...dueDates,
    overdue: z.union([z.literal(0), z.literal(1)]),
  })
  .meta({ id: 'AdminGrievance' });

export const grievanceAddAnswer = okAnswer(
  { ticket_no: ticket, access: z.string().meta({ description: 'The secret of /grievances/<access>.' }) },
  grievanceMessages.added,
);
export const grievanceViewAnswer = okAnswer({ data: grievanceViewShape }, messages.ok);
export const grievanceReplyAnswer = okAnswer({ data: grievanceViewShape }, grievanceMessages.replied);
export const adminGrievanceListAnswer = okAnswer(
  { list: z.array(adminGrievanceShape), total: z.int().min(0) },
  messages.ok,
);
const adminGrievanceDetailShape = adminGrievanceShape
  .extend({
    phone: z.string().nullable(),
    messages: z.array(messageShape.extend({ by: z.string().nullable() })),
  })
  .meta({ id: 'AdminGrievanceDetail' });
export const adminGrievanceDetailAnswer = okAnswer({ data: adminGrievanceDetailShape }, messages.ok);
export const adminGrievanceReplyAnswer = okAnswer(
  { data: adminGrievanceDetailShape },
  grievanceMessages.replied,
  grievanceMessages.resolved,
);
