// The grievance desk's rules, words and answers (decision 0029), without the schema library, so the
// storefront's pages read them without zod; the calls' schemas are in grievances.ts.

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
