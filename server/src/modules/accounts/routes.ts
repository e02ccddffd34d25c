// Account calls (/prime/openapi.json, tag Accounts): registration, login, logout, password reset and profile.
import {
  changePasswordAnswer,
  changePasswordBody,
  emailOtpAnswer,
  emailOtpBody,
  emailProofAnswer,
  proveEmailAnswer,
  proveEmailBody,
  forgotPasswordAnswer,
  forgotPasswordBody,
  loginAnswer,
  loginBody,
  logoutAnswer,
  messages,
  profileAnswer,
  profileBody,
  registerAnswer,
  registerBody,
  userListAnswer,
  verifyOtpAnswer,
  verifyOtpBody,
} from '@prime/contract';
import type { FastifyInstance } from 'fastify';
import { loggedIn, requireSession } from '../../auth/request-user.ts';
import { loadServerSecret } from '../../auth/server-secret.ts';
import { revokeSession } from '../../auth/sessions.ts';
import type { AppContext } from '../../app-context.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { enforceLimit } from '../../http/rate-limit.ts';
import { ok } from '../../http/validate.ts';
import { welcomeMail } from '../../mail/account-mails.ts';
import { ensureMultipart, uploadForm } from '../../uploads/multipart.ts';
import { registerAddressRoutes } from './address-routes.ts';
import { sendEmailChangeCode, tellOldAddress, spendEmailChangeCode } from './email-change.ts';
import { markEmailProven, proveEmail, sendEmailProof } from './email-proof.ts';
import { REGISTRATIONS } from './limits.ts';
import { changePassword, requestResetCode, verifyResetCode } from './password-reset.ts';
import { phoneLoginRoutes } from './phone-routes.ts';
import { listUsers, updateProfile } from './profile.ts';
import { logIn, registerUser } from './registration.ts';
import { imageStoreOf } from '../../uploads/configured-image-store.ts';

const PHOTO_FIELDS = ['image', 'u_image'];
const tag = 'Accounts';

export async function accountsModule(api: FastifyInstance, ctx: AppContext): Promise<void> {
  await ensureMultipart(api);
  sessionRoutes(api, ctx);
  passwordResetRoutes(api, ctx);
  phoneLoginRoutes(api, ctx);
  profileRoutes(api, ctx);
  emailProofRoutes(api, ctx);
  registerAddressRoutes(api, ctx);
}

/** Registering, logging in and out. */
function sessionRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, passwords, mailer } = ctx;
  const post = postedCalls(api, { tag });
  post(
    '/register',
    {
      summary: 'Register a customer account',
      description:
        'Name, email, password (at least 8 characters) and a 10-digit mobile starting 6–9 are all required ' +
        '(spaces, hyphens and a leading +91 or 0 are dropped: "+91 98765 43210" is kept as 9876543210). ' +
        'At most 20 registrations an hour from one client address.',
      // Every try counts, malformed ones too.
      admit: (request) => enforceLimit(db, REGISTRATIONS(request.ip)),
      body: registerBody,
      answer: registerAnswer,
      errors: [409, 429],
    },
    async ({ body }) => {
      await registerUser(db, passwords, body);
      await mailer.sendWithoutHolding(welcomeMail(body.email, body.name));
      return ok({ data: { message: messages.registered } }, messages.registered);
    },
  );

  post(
    '/login',
    {
      summary: 'Log in: answers the bearer token',
      description:
        'A wrong email or password answers 401 with the same words for both; after 10 failures for one ' +
        'email within 15 minutes, 429 until the window ends. Admins log in with the same call.',
      body: loginBody,
      answer: loginAnswer,
      errors: [401, 429],
    },
    async ({ body }) => ok({ user: await logIn(db, passwords, body) }, messages.loggedIn),
  );

  post(
    '/logout',
    {
      summary: 'Log out: the token stops working at once',
      auth: 'token',
      admit: (request) => requireSession(request, ctx),
      answer: logoutAnswer,
    },
    async ({ caller: session }) => {
      await revokeSession(db, session.sessionId);
      return ok({}, messages.loggedOut);
    },
  );
}

/** A forgotten password: a code by mail, the code checked, a new password set. */
function passwordResetRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, passwords, mailer } = ctx;
  const secret = loadServerSecret(ctx.config);
  const post = postedCalls(api, { tag });
  post(
    '/forgotpassword',
    {
      summary: 'Mail a 4-digit password reset code',
      description:
        'Answers alike for any well-formed email, registered or not; a registered one gets a code that ' +
        'lives 10 minutes (at most 3 mails per email per 15 minutes).',
      body: forgotPasswordBody,
      answer: forgotPasswordAnswer,
    },
    async ({ body: { email } }) => {
      const sendCode = await requestResetCode(db, mailer, secret, email);
      // Written and mailed after the answer, which so takes as long for an unknown email.
      if (sendCode) api.afterAnswer.run('password reset code', sendCode);
      return ok({}, messages.otpSent);
    },
  );
  post(
    '/verifyOtp',
    {
      summary: 'Check a password reset code',
      description:
        'A wrong code answers 400 `Invalid OTP`; after 5 wrong tries the code is void. After 20 wrong ' +
        'codes in a day from one client address (for any email), every code sent from it answers ' +
        '`Invalid OTP`; tries from other addresses are not affected.',
      body: verifyOtpBody,
      answer: verifyOtpAnswer,
    },
    async ({ body: { email, otp }, request }) => {
      await verifyResetCode(db, secret, { email, code: otp, clientAddress: request.ip });
      return ok({}, messages.otpVerified);
    },
  );
  post(
    '/changepassword',
    {
      summary: 'Set a new password after a verified code',
      description:
        'Only within 10 minutes after a successful `verifyOtp` for that email, and once (else 403); every ' +
        'token of that user stops working.',
      body: changePasswordBody,
      answer: changePasswordAnswer,
      errors: [403],
    },
    async ({ body: { email, password } }) => {
      await changePassword(db, passwords, email, password);
      return ok({}, messages.passwordChanged);
    },
  );
}

function profileRoutes(api: FastifyInstance, ctx: AppContext): void {
  const post = postedCalls(api, { tag, ...loggedIn(ctx) });
  post(
    '/list/users',
    { summary: "The caller's profile (an admin gets every user)", answer: userListAnswer },
    async ({ caller }) => ok({ list: await listUsers(ctx.db, caller) }),
  );

  const secret = loadServerSecret(ctx.config);
  post(
    '/send/email-otp',
    {
      summary: 'Mail a 4-digit code to a new account email',
      description:
        'The first step of changing the account’s email: the code goes to the new address, lives 10 minutes ' +
        'and dies after 5 wrong tries; `edit/profile` with that `email` then needs it as `email_otp`. The ' +
        'account’s own email: 400; another account’s: 409; more than 3 codes in 15 minutes: 429.',
      body: emailOtpBody,
      answer: emailOtpAnswer,
      errors: [409, 429],
    },
    async ({ caller, body }) => {
      await sendEmailChangeCode(ctx.db, secret, caller, body.email);
      return ok({}, messages.emailOtpSent);
    },
  );

  post(
    '/edit/profile',
    {
      summary: 'Update name, email, mobile and photo',
      description:
        'A photo is JPEG, PNG, WebP or GIF (judged by its bytes), at most 5 MB and 40 megapixels. A new ' +
        '`email` needs `email_otp`, the code `send/email-otp` mailed to it (400 on `email_otp` without it, ' +
        'or when it is wrong or expired); the old address is told of the change.',
      body: profileBody,
      form: uploadForm({ image: 'The profile photo (also accepted as `u_image`).' }),
      answer: profileAnswer,
      errors: [409],
    },
    async ({ caller: user, body, files }) => {
      const photo = files.find((file) => PHOTO_FIELDS.includes(file.field));
      const emailChanges = body.email !== user.email;
      const confirmEmail = emailChanges
        ? () =>
            spendEmailChangeCode(ctx.db, secret, { userId: user.id, email: body.email, code: body.email_otp })
        : undefined;
      const change = { userId: user.id, body, photo };
      const profile = await updateProfile(ctx.db, imageStoreOf(ctx.config), change, confirmEmail);
      if (emailChanges) {
        // The code proved the new email: its guest orders join the account.
        await markEmailProven(ctx.db, user.id, body.email);
        await tellOldAddress(ctx.db, user, body.email);
      }
      return ok({ data: profile }, messages.profileUpdated);
    },
  );
}

/** Proving the account's own email, after which its guest orders join it (email-proof.ts). */
function emailProofRoutes(api: FastifyInstance, ctx: AppContext): void {
  const secret = loadServerSecret(ctx.config);
  const post = postedCalls(api, { tag, ...loggedIn(ctx) });
  post(
    '/send/email-proof',
    {
      summary: 'Mail a 4-digit code that proves the account’s own email',
      description:
        'Orders placed as a guest with the account’s email join the account once a code proves its owner ' +
        'reads it (`prove/email`); registering does not. Already proven: no mail, `proven` 1, and guest ' +
        'orders placed since join now. No email yet: 400. More than 3 codes in 15 minutes: 429.',
      answer: emailProofAnswer,
      errors: [429],
    },
    async ({ caller: user }) => {
      const proof = await sendEmailProof(ctx.db, secret, user);
      return ok(proof, proof.proven ? messages.emailAlreadyProven : messages.emailProofSent);
    },
  );
  post(
    '/prove/email',
    {
      summary: 'Prove the account’s email with the code `send/email-proof` mailed',
      description:
        'A wrong, expired or used code: 400 on `email_otp` (5 wrong tries void it). Proven, the orders ' +
        'placed as a guest with the email join the account (`attached`), and later ones at each login.',
      body: proveEmailBody,
      answer: proveEmailAnswer,
    },
    async ({ caller: user, body }) =>
      ok({ attached: await proveEmail(ctx.db, secret, user, body.email_otp) }, messages.emailProven),
  );
}
