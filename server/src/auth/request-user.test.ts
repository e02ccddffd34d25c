// The helpers later modules build on, driven through a small app that uses them.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestUser } from '../test/account-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AppError } from '../http/errors.ts';
import type { AppContext } from '../app-context.ts';
import { optionalUser, requireStaffFor } from './request-user.ts';
import { createPasswordHasher } from './passwords.ts';
import { createMailer } from '../mail/mailer.ts';
import { createSandboxGateway } from '../payments/sandbox-gateway.ts';
import { ensureAdminAccount } from '../modules/accounts/admin-account.ts';

let t: TestApp;
let probe: FastifyInstance;
let customer: TestUser;
let adminAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const passwords = createPasswordHasher({ N: 2 ** 12, r: 8, p: 1 });
  const ctx: AppContext = {
    config: t.config,
    db: t.database.db,
    passwords,
    mailer: createMailer(t.config, { info() {}, error() {} }),
    payments: createSandboxGateway(),
  };
  probe = Fastify();
  probe.setErrorHandler((error: Error, _request, reply) =>
    reply.status(error instanceof AppError ? error.statusCode : 500).send({ message: error.message }),
  );
  probe.post('/admin-only', async (request) => ({
    id: (await requireStaffFor(request, ctx, 'admin/coupon/list')).id,
  }));
  probe.post('/guest-or-user', async (request) => ({ user: (await optionalUser(request, ctx))?.id ?? null }));
  await ensureAdminAccount(
    t.database.db,
    { admin: { email: 'admin@prime.in', password: 'Admin@12345' } },
    passwords,
  );
  customer = await registerAndLogin(t);
  const admin = await t.post('login', { email: 'admin@prime.in', password: 'Admin@12345', role: 'user' });
  adminAuth = { authorization: `Bearer ${admin.body.user.user_token}` };
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

const call = (url: string, headers: Record<string, string>, payload: object = {}) =>
  probe.inject({ method: 'POST', url, headers, payload });

describe('requireStaffFor', () => {
  it("lets an admin through to an admin's call, refuses a customer with 403 and a guest with 401", async () => {
    expect((await call('/admin-only', adminAuth)).statusCode).toBe(200);
    expect((await call('/admin-only', customer.auth)).statusCode).toBe(403);
    expect((await call('/admin-only', {})).statusCode).toBe(401);
  });
});

describe('optionalUser', () => {
  it('answers the user for a valid token and null for a guest or a token that no longer works', async () => {
    expect((await call('/guest-or-user', customer.auth)).json()).toEqual({ user: customer.id });
    expect((await call('/guest-or-user', {})).json()).toEqual({ user: null });
    expect((await call('/guest-or-user', { authorization: 'Bearer nonsense' })).json()).toEqual({
      user: null,
    });
  });

  it("still answers 403 when a valid token's request names another user", async () => {
    expect((await call('/guest-or-user', customer.auth, { u_id: customer.id + 1000 })).statusCode).toBe(403);
  });
});
