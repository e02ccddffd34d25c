import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../auth/passwords.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerAndLogin } from '../../test/account-helpers.ts';
import { ensureAdminAccount } from './admin-account.ts';

let t: TestApp;
const passwords = createPasswordHasher({ N: 2 ** 12, r: 8, p: 1 });
const admin = { email: 'Owner@Prime.in', password: 'Admin@12345' };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.post('login', { email, password, role: 'user' });

describe('admin account from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('is created with role admin and logs in through the customer login', async () => {
    await ensureAdminAccount(t.database.db, { admin }, passwords);
    const response = await login('owner@prime.in', 'Admin@12345');
    expect(response.status).toBe(200);
    expect(response.body.user.role).toBe('admin');
  });

  it('sees every account in list/users, while a customer sees only their own', async () => {
    const customer = await registerAndLogin(t);
    const adminToken = (await login('owner@prime.in', 'Admin@12345')).body.user.user_token;
    const all = await t.post('list/users', {}, { authorization: `Bearer ${adminToken}` });
    expect(all.body.list.map((user: { u_email: string }) => user.u_email)).toEqual([
      'owner@prime.in',
      customer.email,
    ]);
    const own = await t.post('list/users', {}, customer.auth);
    expect(own.body.list.map((user: { u_id: number }) => user.u_id)).toEqual([customer.id]);
  });

  it('keeps sessions across restarts with the same password', async () => {
    const token = (await login('owner@prime.in', 'Admin@12345')).body.user.user_token;
    await ensureAdminAccount(t.database.db, { admin }, passwords);
    expect((await t.post('list/users', {}, { authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('resets the password (ending old sessions) and the role of an existing account', async () => {
    const token = (await login('owner@prime.in', 'Admin@12345')).body.user.user_token;
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.email, 'owner@prime.in'));
    await ensureAdminAccount(t.database.db, { admin: { ...admin, password: 'NewAdmin@2025' } }, passwords);

    expect((await t.post('list/users', {}, { authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await login('owner@prime.in', 'Admin@12345')).status).toBe(401);
    const fresh = await login('owner@prime.in', 'NewAdmin@2025');
    expect(fresh.body.user.role).toBe('admin');
  });

  it('lets two processes that start at the same moment both come up, with one admin account', async () => {
    const together = { admin: { email: 'together@prime.in', password: 'Admin@12345' } };
    await Promise.all([
      ensureAdminAccount(t.database.db, together, passwords),
      ensureAdminAccount(t.database.db, together, passwords),
    ]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'together@prime.in'));
    expect(rows.map((row) => row.role)).toEqual(['admin']);
    expect((await login('together@prime.in', 'Admin@12345')).status).toBe(200);
  });

  it('does nothing when no admin is configured', async () => {
    const before = await t.database.db.select().from(users);
    await ensureAdminAccount(t.database.db, { admin: undefined }, passwords);
    expect(await t.database.db.select().from(users)).toEqual(before);
  });
});
