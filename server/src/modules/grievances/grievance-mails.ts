// The grievance desk's mails (decision 0029), queued in the transaction that makes the change and sent
// by the outbox once it commits: the shopper's acknowledgement of receipt with the ticket, the dates
// and the officer; each staff reply and the resolution; and, with a staff address, staff's own notes
// of a new grievance and of a shopper's reply.
import { SHOP_TIME_ZONE, ticketNumber } from '@prime/contract';
import type { Tx } from '../../db/client.ts';
import type { ShopSettingsRow } from '../../db/shop-settings.ts';
import { brandedHtml, brandedText, type BrandedMail } from '../../mail/layout.ts';
import { queueMail } from '../../mail/outbox.ts';
import { acknowledgeBy, resolveBy, type GrievanceRow } from './grievance-read.ts';

const when = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
/** A due date as a shopper in India reads it: `1 Dec 2026, 10:30 am (India time)`. */
export const indiaTime = (date: Date) => `${when.format(date)} (India time)`;

function queue(tx: Tx, to: string, subject: string, mail: BrandedMail) {
  return queueMail(tx, { to, subject, text: brandedText(mail), html: brandedHtml(mail) });
}

const shopperLink = (publicUrl: string, row: GrievanceRow) => ({
  label: 'View your grievance',
  href: `${publicUrl}/grievances/${row.access}`,
});

function officerLine(settings: ShopSettingsRow): string {
  const contacts = [settings.grievanceOfficerEmail, settings.grievanceOfficerPhone].filter(Boolean);
  const name = settings.grievanceOfficerName ?? 'our Grievance Officer';
  return `Your grievance is handled by ${name}, the shop’s Grievance Officer${contacts.length ? ` (${contacts.join(', ')})` : ''}.`;
}

/** A new grievance: the shopper's receipt at once, and staff's note when the shop names a staff address. */
export async function queueFiledMails(
  tx: Tx,
  row: GrievanceRow,
  message: string,
  settings: ShopSettingsRow,
  publicUrl: string,
): Promise<void> {
  const ticket = ticketNumber(row.serial);
  await queue(tx, row.email, `Grievance ${ticket} received`, {
    heading: 'We have received your grievance',
    paragraphs: [
      `Dear ${row.name}, thank you for writing to us about “${row.subject}”. Your ticket number is ${ticket}.`,
      `We will acknowledge it by ${indiaTime(acknowledgeBy(row.createdAt))} and resolve it by ${indiaTime(resolveBy(row.createdAt))}.`,
      officerLine(settings),
      'You can follow it, read our replies and write to us on its page.',
    ],
    highlight: ticket,
    actions: [shopperLink(publicUrl, row)],
  });
  if (!settings.staffEmail) return;
  await queue(tx, settings.staffEmail, `New grievance ${ticket}: ${row.subject}`, {
    heading: `New grievance ${ticket}`,
    paragraphs: [
      `${row.name} (${[row.email, row.phone].filter(Boolean).join(', ')})${row.orderId ? ` about order #${row.orderId}` : ''}: “${row.subject}”.`,
      message,
      `Acknowledge by ${indiaTime(acknowledgeBy(row.createdAt))}; resolve by ${indiaTime(resolveBy(row.createdAt))}.`,
    ],
    actions: [{ label: 'Open the grievances', href: `${publicUrl}/admin/grievances` }],
  });
}

/** A staff reply, or the resolution with its last message: one mail to the shopper. */
export async function queueStaffReplyMail(
  tx: Tx,
  row: GrievanceRow,
  text: string,
  resolved: boolean,
  publicUrl: string,
): Promise<void> {
  const ticket = ticketNumber(row.serial);
  await queue(
    tx,
    row.email,
    resolved ? `Grievance ${ticket} resolved` : `Reply to your grievance ${ticket}`,
    {
      heading: resolved ? 'Your grievance is resolved' : 'We have replied to your grievance',
      paragraphs: [
        `Dear ${row.name}, about “${row.subject}” (ticket ${ticket}):`,
        text,
        resolved
          ? 'If this does not settle it, reply on the grievance’s page and we will look at it again.'
          : 'You can reply on the grievance’s page.',
      ],
      actions: [shopperLink(publicUrl, row)],
    },
  );
}

/** The shopper wrote again: staff's note, when the shop names a staff address. */
export async function queueShopperReplyMail(
  tx: Tx,
  row: GrievanceRow,
  text: string,
  staffEmail: string | null,
  publicUrl: string,
): Promise<void> {
  if (!staffEmail) return;
  const ticket = ticketNumber(row.serial);
  await queue(tx, staffEmail, `${row.name} replied on grievance ${ticket}`, {
    heading: `A reply on ${ticket}`,
    paragraphs: [`${row.name} wrote about “${row.subject}”:`, text],
    actions: [{ label: 'Open the grievances', href: `${publicUrl}/admin/grievances` }],
  });
}
