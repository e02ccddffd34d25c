// The grievance desk's rules and words (decision 0029), without the schema library, so the storefront's
// pages read them without zod; the calls' schemas, and the answers' types inferred from them, are in
// grievances.ts.

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
