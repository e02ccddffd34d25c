// Sign-in codes sent by SMS (`otp/send`, `otp/login`): 6 digits, living 10 minutes, void after 5 wrong tries, a new code
// voiding the older ones. Stored only as HMAC-SHA256 of mobile and code under the server's secret key
// (server-secret.ts), compared in constant time. Every well-formed mobile gets a code, with or without
// an account (a new mobile makes one), so the answer and its time say nothing about accounts.
// Limits, counted in the database (rate_limits) so they hold across processes: 3 codes per mobile per
// 10 minutes and 10 per client address per hour; wrong codes per code and per client address.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { PHONE_CODE_LIFE_MINUTES, PHONE_CODE_MAX_WRONG_TRIES } from '@prime/contract';
import type { Db, Tx } from '../../db/client.ts';
import { runTransaction } from '../../db/transaction.ts';
import { phoneCodes } from '../../db/schema.ts';
import { enforceLimit, withdrawEvent } from '../../http/rate-limit.ts';
import type { SmsSender } from '../../sms/sender.ts';
import { codeSms } from '../../sms/texts.ts';
import { PHONE_CODES_PER_ADDRESS, PHONE_CODES_PER_MOBILE } from './limits.ts';

const CODE_LIFE_MS = PHONE_CODE_LIFE_MINUTES * 60_000;
/** How long the answer waits for the SMS to be handed over; past that it goes on by itself. */
const MAX_WAIT_MS = 3_000;

// The mobile is part of the keyed value, so equal codes of two people never share a hash.
const hashCode = (secret: Buffer, mobile: string, code: string) =>
  createHmac('sha256', secret).update(`phone:${mobile}:${code}`).digest();

interface SendingCode {
  db: Db;
  sms: SmsSender;
  secret: Buffer;
  publicUrl: string;
  log: { error(details: object, message: string): void };
}

/**
 * `otp/send`: counts the request against the client address and the mobile (429 past either), then
 * writes a fresh code and sends it. An SMS that could not be handed over voids its code and gives both
 * tries back (the shopper asks again); it is logged, and the answer is the same.
 */
export async function sendPhoneCode(
  sending: SendingCode,
  mobile: string,
  clientAddress: string,
): Promise<void> {
  const countedAt = Date.now();
  const windows = [PHONE_CODES_PER_ADDRESS(clientAddress), PHONE_CODES_PER_MOBILE(mobile)];
  await enforceLimit(sending.db, windows[0]!, countedAt);
  await enforceLimit(sending.db, windows[1]!, countedAt);
  const code = String(randomInt(100_000, 1_000_000));
  const codeId = await writeCode(sending, mobile, code);
  const message = codeSms(mobile, code, PHONE_CODE_LIFE_MINUTES, sending.publicUrl);
  const sent = sending.sms.send(message).catch(async (error: unknown) => {
    sending.log.error({ to: mobile, err: String(error) }, 'sign-in code sms failed; code voided');
    await sending.db.update(phoneCodes).set({ usedAt: new Date() }).where(eq(phoneCodes.id, codeId));
    for (const window of windows) await withdrawEvent(sending.db, window, countedAt);
  });
  await waitAtMost(sent, MAX_WAIT_MS);
}

function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work.then(() => undefined), waited]).finally(() => clearTimeout(timer));
}

async function writeCode({ db, secret }: SendingCode, mobile: string, code: string): Promise<number> {
  const now = new Date();
  return runTransaction(db, async (tx) => {
    await tx
      .update(phoneCodes)
      .set({ usedAt: now })
      .where(and(eq(phoneCodes.mobile, mobile), isNull(phoneCodes.usedAt)));
    const [row] = await tx
      .insert(phoneCodes)
      .values({
        mobile,
        codeHash: hashCode(secret, mobile, code).toString('hex'),
        expiresAt: new Date(now.getTime() + CODE_LIFE_MS),
      })
      .returning({ id: phoneCodes.id });
    return row!.id;
  });
}

export type CodeCheck = { outcome: 'right'; codeId: number } | { outcome: 'wrong' | 'void' };

/**
 * Checks `code` against the newest live code of the mobile, in the caller's transaction, its row
 * locked: a wrong code counts a try (the fifth voids it). The hash is computed for every call, code
 * or none, so the time taken says nothing. The right code is not used up here: `useCode` does that
 * once the sign-in it allows has been made.
 */
export async function checkPhoneCode(
  tx: Tx,
  secret: Buffer,
  mobile: string,
  code: string,
): Promise<CodeCheck> {
  const offered = hashCode(secret, mobile, code);
  const [row] = await tx
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.mobile, mobile), isNull(phoneCodes.usedAt)))
    .orderBy(desc(phoneCodes.id))
    .limit(1)
    .for('update');
  if (!row || row.expiresAt <= new Date() || row.failedAttempts >= PHONE_CODE_MAX_WRONG_TRIES) {
    return { outcome: 'void' };
  }
  if (!timingSafeEqual(offered, Buffer.from(row.codeHash, 'hex'))) {
    await tx
      .update(phoneCodes)
      .set({ failedAttempts: sql`${phoneCodes.failedAttempts} + 1` })
      .where(eq(phoneCodes.id, row.id));
    return { outcome: 'wrong' };
  }
  return { outcome: 'right', codeId: row.id };
}

/** Uses the code up: it signs in once. */
export async function useCode(tx: Tx, codeId: number): Promise<void> {
  await tx.update(phoneCodes).set({ usedAt: new Date() }).where(eq(phoneCodes.id, codeId));
}
