// Sign-in by mobile (/prime/openapi.json, tag Accounts): a code by SMS, then the login with it.
import {
  otpLoginAnswer,
  otpLoginBody,
  otpSendAnswer,
  otpSendBody,
  messages,
  phoneMessages,
} from '@prime/contract';
import type { FastifyInstance } from 'fastify';
import { loadServerSecret } from '../../auth/server-secret.ts';
import type { AppContext } from '../../app-context.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import { sendPhoneCode } from './phone-codes.ts';
import { logInWithCode } from './phone-login.ts';

export function phoneLoginRoutes(api: FastifyInstance, ctx: AppContext): void {
  const secret = loadServerSecret(ctx.config);
  const post = postedCalls(api, { tag: 'Accounts' });
  post(
    '/otp/send',
    {
      summary: 'Send a 6-digit sign-in code by SMS',
      description:
        'To a 10-digit Indian mobile (`+91` and spaces allowed), with or without an account: the answer is ' +
        'the same. The code works for 10 minutes. At most 3 codes per mobile per 10 minutes and 10 per ' +
        'client address per hour, then 429 with Retry-After.',
      body: otpSendBody,
      answer: otpSendAnswer,
      errors: [429],
    },
    async ({ body: { mobile }, request }) => {
      const sending = {
        db: ctx.db,
        sms: ctx.sms!,
        secret,
        publicUrl: ctx.config.publicUrl,
        log: request.log,
      };
      await sendPhoneCode(sending, mobile, request.ip);
      return ok({}, phoneMessages.codeSent);
    },
  );
  post(
    '/otp/login',
    {
      summary: 'Log in with the code sent by SMS: answers the bearer token',
      description:
        "Answers `login`'s answer for the customer account of that mobile. A new mobile makes an account " +
        'with `name` (400 `Please enter your name.` without it; the code stays usable) and no email yet. ' +
        'A wrong, used or expired code: 401 `Invalid or expired code.`; the fifth wrong try voids the code. ' +
        'More than 50 wrong guesses at live codes an hour from one client address: 429.',
      body: otpLoginBody,
      answer: otpLoginAnswer,
      errors: [401, 429],
    },
    async ({ body, request }) =>
      ok({ user: await logInWithCode(ctx.db, secret, body, request.ip) }, messages.loggedIn),
  );
}
