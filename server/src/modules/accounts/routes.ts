// Account calls of CONTRACT §4: registration, login, logout, password reset and profile.
import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  messages,
  profileBody,
  registerBody,
  verifyOtpBody,
} from '@prime/contract';
import type { FastifyInstance } from 'fastify';
import { assertOwnIdentity, requireSession, requireUser } from '../../auth/request-user.ts';
import { revokeSession } from '../../auth/sessions.ts';
import type { AppContext } from '../../http/context.ts';
import { enforceLimit } from '../../http/rate-limit.ts';
import { ok, parseBody } from '../../http/validate.ts';
import { welcomeMail } from '../../mail/account-mails.ts';
import { ensureMultipart, readForm, UPLOAD_ROUTE } from '../../uploads/multipart.ts';
import { registerAddressRoutes } from './address-routes.ts';
import { REGISTRATIONS } from './limits.ts';
import { changePassword, sendResetCode, verifyResetCode } from './password-reset.ts';
import { listUsers, updateProfile } from './profile.ts';
import { logIn, registerUser } from './registration.ts';

const PHOTO_FIELDS = ['image', 'u_image'];

export async function accountsModule(api: FastifyInstance, ctx: AppContext): Promise<void> {
  await ensureMultipart(api);
  const { db, passwords, mailer } = ctx;

  api.post('/register', async (request) => {
    // Every try counts, malformed ones too.
    await enforceLimit(db, REGISTRATIONS(request.ip));
    const body = parseBody(registerBody, request.body);
    await registerUser(db, passwords, body);
    await mailer.sendWithoutHolding(welcomeMail(body.email, body.name));
    return ok({ data: { message: messages.registered } }, messages.registered);
  });

  api.post('/login', async (request) => {
    const user = await logIn(db, passwords, parseBody(loginBody, request.body));
    return ok({ user }, messages.loggedIn);
  });

  api.post('/logout', async (request) => {
    const session = await requireSession(request, ctx);
    await revokeSession(db, session.sessionId);
    return ok({}, messages.loggedOut);
  });

  api.post('/forgotpassword', async (request) => {
    const { email } = parseBody(forgotPasswordBody, request.body);
    await sendResetCode(db, mailer, email);
    return ok({}, messages.otpSent);
  });

  api.post('/verifyOtp', async (request) => {
    const { email, otp } = parseBody(verifyOtpBody, request.body);
    await verifyResetCode(db, email, otp);
    return ok({}, messages.otpVerified);
  });

  api.post('/changepassword', async (request) => {
    const { email, password } = parseBody(changePasswordBody, request.body);
    await changePassword(db, passwords, email, password);
    return ok({}, messages.passwordChanged);
  });

  api.post('/list/users', async (request) => {
    const caller = await requireUser(request, ctx);
    return ok({ list: await listUsers(db, caller) });
  });

  api.post('/edit/profile', UPLOAD_ROUTE, async (request) => {
    const user = await requireUser(request, ctx);
    const form = await readForm(request);
    assertOwnIdentity(user, form.fields);
    const body = parseBody(profileBody, form.fields);
    const photo = form.files.find((file) => PHOTO_FIELDS.includes(file.field));
    const profile = await updateProfile(db, ctx.config.dataDir, user.id, body, photo);
    return ok({ data: profile }, messages.profileUpdated);
  });

  registerAddressRoutes(api, ctx);
}
