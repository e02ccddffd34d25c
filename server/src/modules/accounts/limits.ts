// The account limits (docs/decisions/0006-accounts-sessions-and-limits.md), counted in the database
// (rate_limits) so they hold across processes.
import type { Window } from '../../http/rate-limit.ts';

const MINUTE_MS = 60 * 1000;

export const LOGIN_FAILURES = (email: string): Window => ({
  key: `login-fail:${email}`,
  limit: 10,
  windowMs: 15 * MINUTE_MS,
});

export const RESET_MAILS = (email: string): Window => ({
  key: `reset-mail:${email}`,
  limit: 3,
  windowMs: 15 * MINUTE_MS,
});

/**
 * Wrong reset codes sent from one client address within a day, whatever the email. Counted per
 * address, not per email: a stranger's wrong codes for someone's email must never block the owner of
 * the mailbox, who gets a fresh code by mail and sends it from their own address. Each code also dies
 * after 5 wrong tries (CODE_MAX_WRONG_TRIES), so a guesser from one address tries at most 20 of the
 * 9,000 codes a day.
 */
export const WRONG_CODES_PER_ADDRESS = (clientAddress: string): Window => ({
  key: `reset-wrong:${clientAddress}`,
  limit: 20,
  windowMs: 24 * 60 * MINUTE_MS,
});

export const REGISTRATIONS = (clientAddress: string): Window => ({
  key: `register:${clientAddress}`,
  limit: 20,
  windowMs: 60 * MINUTE_MS,
});

/** A reset code's life, and the time after its verification in which the password may be set. */
export const CODE_LIFE_MS = 10 * MINUTE_MS;
export const CODE_MAX_WRONG_TRIES = 5;

// Sign-in by mobile (docs/decisions/0032-sms-phone-sign-in-and-pincodes.md).
export const PHONE_CODES_PER_MOBILE = (mobile: string): Window => ({
  key: `phone-code:${mobile}`,
  limit: 3,
  windowMs: 10 * MINUTE_MS,
});

export const PHONE_CODES_PER_ADDRESS = (clientAddress: string): Window => ({
  key: `phone-code-from:${clientAddress}`,
  limit: 10,
  windowMs: 60 * MINUTE_MS,
});

/**
 * Wrong guesses at live sign-in codes from one client address within an hour, over every mobile.
 * Counted per address and per code (5 tries), never per mobile: a stranger's wrong codes must not lock
 * the owner out. 10 codes an hour from an address, 5 tries each, stay within it.
 */
export const WRONG_PHONE_CODES_PER_ADDRESS = (clientAddress: string): Window => ({
  key: `phone-wrong-from:${clientAddress}`,
  limit: 50,
  windowMs: 60 * MINUTE_MS,
});
