// `add/contact`: a message from the footer form, kept for the team to answer.
import type { ContactMessageBody } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { runTransaction } from '../../db/transaction.ts';
import { contactMessages } from '../../db/schema.ts';
import { enforceLimit } from '../../http/rate-limit.ts';

const CONTACT_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };

/** Stores the message; the 21st message from one client address within the hour is refused (429). */
export async function saveContactMessage(
  db: Db,
  message: ContactMessageBody,
  clientAddress: string,
): Promise<void> {
  await runTransaction(db, async (tx) => {
    await enforceLimit(tx, { key: `contact:${clientAddress}`, ...CONTACT_LIMIT });
    await tx.insert(contactMessages).values({ ...message, clientAddress });
  });
}
