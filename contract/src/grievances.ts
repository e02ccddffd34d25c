// The grievance desk (decision 0029): the Consumer Protection (E-Commerce) Rules 2020 ask a seller to
// acknowledge a complaint within 48 hours and redress it within a month, with a ticket number the
// shopper can follow. Bodies and answer shapes of the shopper's and the console's calls (their rules,
// words and types: grievance-desk.ts); the /grievance form checks the same schema. The seller and the
// officer a shopper writes to: shop-info.ts.
import { z } from 'zod';
import { emptyIsAbsent, pageField } from './body-fields.ts';
import { okAnswer } from './answer-fields.ts';
import { messages } from './messages.ts';
import { GRIEVANCE_STATUSES, grievanceMessages, ticketSerial } from './grievance-desk.ts';
import { idField } from './rules.ts';
import { isEmail, isIndianMobile, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from './text-checks.ts';

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, { error: message, abort: true }).max(max, message);

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
/** `grievance/view`: what the shopper's page shows. */
export type GrievanceView = z.infer<typeof grievanceViewShape>;

const adminGrievanceShape = z
  .object({
    ticket_no: ticket,
    name: z.string(),
    email: z.string(),
    od_id: z.int().positive().nullable(),
    subject: z.string(),
    status,
    ...dueDates,
    overdue: z
      .union([z.literal(0), z.literal(1)])
      .meta({ description: '1: still open after acknowledge_by, or not resolved after resolve_by.' }),
  })
  .meta({ id: 'AdminGrievance' });
/** A grievance in the console's list. */
export type AdminGrievance = z.infer<typeof adminGrievanceShape>;

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
/** `admin/grievance/detail`: the whole grievance, its messages with the staff member who wrote each. */
export type AdminGrievanceDetail = z.infer<typeof adminGrievanceDetailShape>;
export const adminGrievanceDetailAnswer = okAnswer({ data: adminGrievanceDetailShape }, messages.ok);
export const adminGrievanceReplyAnswer = okAnswer(
  { data: adminGrievanceDetailShape },
  grievanceMessages.replied,
  grievanceMessages.resolved,
);
