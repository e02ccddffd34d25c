// Staff accounts (decision 0033): an invitation by mail accepted once within 72 hours, a role changed
// from the next request, a member removed with their sessions ended at once, the last admin kept, each
// change audited with the admin who made it; the login answer and list/users carry `u_role`.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffInvitations, users } from '../../db/schema.ts';
import { readOutbox, registerAndLogin } from '../../test/account-helpers.ts';
import { makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PASSWORD = 'Staff@2026';

let t: TestApp;
let admin: Shopper;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example.in' });
  admin = await makeShopper(t.database.db, 'admin');
});
afterAll(() => t.close());

/** The token of the newest invitation mailed to `email`, read from its link as the invitee would. */
function invitationToken(email: string): string {
  const mails = readOutbox(t.config.dataDir).filter((mail) => mail.to === email);
  const text = (mails.at(-1)?.raw ?? '').replace(/=\r?\n/g, '');
  const token = /https:\/\/shop\.example\.in\/staff\/accept\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

let invitees = 0;
/** Invites a new person as `role` and accepts: their login answer. */
async function newMember(role: string, by: Shopper = admin) {
  invitees += 1;
  const email = `member${invitees}@prime.in`;
  const invited = await t.post('admin/staff/invite', { name: 'Ravi Kumar', email, role }, by.auth);
  expect(invited.status).toBe(200);
  const accepted = await t.post('staff/accept', { token: invitationToken(email), password: PASSWORD });
  expect(accepted.status).toBe(200);
  const user = accepted.body.user;
  return { id: user.u_id as number, email, auth: { authorization: `Bearer ${user.user_token}` } };
}

const listed = async (id: number) =>
  (await t.post('admin/staff/list', {}, admin.auth)).body.list.find((m: { u_id: number }) => m.u_id === id);

describe('an invitation', () => {
  it('mails a link that works once and logs the new member in with their role', async () => {
    const invited = await t.post(
      'admin/staff/invite',
      { name: 'Meera Nair', email: 'Meera@Prime.in', role: 'support' },
      admin.auth,
    );
    expect(invited.status).toBe(200);
    const id = invited.body.data.u_id;
    expect(await listed(id)).toMatchObject({ u_email: 'meera@prime.in', u_role: 'support', active: 0 });
    expect((await listed(id)).invited_at).not.toBeNull();
    // Not yet: no password, no login.
    const early = await t.post('login', { email: 'meera@prime.in', password: PASSWORD, role: 'user' });
    expect(early.status).toBe(401);

    const token = invitationToken('meera@prime.in');
    const [stored] = await t.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.userId, id));
    expect(stored!.tokenHash).not.toContain(token);
    const life = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.abs(life - 72 * 60 * 60 * 1000)).toBeLessThan(60_000);

    const weak = await t.post('staff/accept', { token, password: 'short' });
    expect(weak.status).toBe(400);
    const accepted = await t.post('staff/accept', { token, password: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ u_id: id, role: 'support', u_role: 'support' });
    const again = await t.post('staff/accept', { token, password: PASSWORD });
    expect([again.status, again.body.message]).toEqual([404, 'This invitation is no longer valid.']);
    expect(await listed(id)).toMatchObject({ active: 1, u_role: 'support' });
    expect((await listed(id)).last_login_at).not.toBeNull();

    const login = await t.post('login', { email: 'meera@prime.in', password: PASSWORD, role: 'user' });
    expect(login.body.user).toMatchObject({ role: 'support', u_role: 'support' });
    const users = await t.post('list/users', {}, { authorization: `Bearer ${login.body.user.user_token}` });
    expect(users.body.list).toEqual([expect.objectContaining({ u_id: id, u_role: 'support' })]);
  });

  it('is refused for someone already on the staff, or invited, and changes nothing', async () => {
    const member = await newMember('packer');
    for (const email of [member.email, admin.email]) {
      const again = await t.post(
        'admin/staff/invite',
        { name: 'Ravi Kumar', email, role: 'admin' },
        admin.auth,
      );
      expect([again.status, again.body.message]).toEqual([409, 'This person is already on the staff.']);
    }
    await t.post(
      'admin/staff/invite',
      { name: 'Anil Shah', email: 'anil@prime.in', role: 'catalogue' },
      admin.auth,
    );
    const twice = await t.post(
      'admin/staff/invite',
      { name: 'Anil Shah', email: 'anil@prime.in', role: 'admin' },
      admin.auth,
    );
    expect(twice.status).toBe(409);
    expect(await listed(member.id)).toMatchObject({ u_role: 'packer' });
  });

  it('of an unknown or expired token answers 404', async () => {
    const unknown = await t.post('staff/accept', { token: 'made-up-token', password: PASSWORD });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'This invitation is no longer valid.']);
    await t.post(
      'admin/staff/invite',
      { name: 'Late Comer', email: 'late@prime.in', role: 'packer' },
      admin.auth,
    );
    await t.database.db.update(staffInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await t.post('staff/accept', {
      token: invitationToken('late@prime.in'),
      password: PASSWORD,
    });
    expect(late.status).toBe(404);
  });

  it('makes a shopper staff once accepted, and not before', async () => {
    const shopper = await registerAndLogin(t);
    await t.post(
      'admin/staff/invite',
      { name: 'Asha Rao', email: shopper.email, role: 'catalogue' },
      admin.auth,
    );
    expect(await listed(shopper.id)).toMatchObject({ u_role: 'catalogue', active: 0 });
    expect((await t.post('admin/product/list', {}, shopper.auth)).status).toBe(403);
    const accepted = await t.post('staff/accept', {
      token: invitationToken(shopper.email),
      password: PASSWORD,
    });
    expect(accepted.body.user.u_role).toBe('catalogue');
    // The shopper's old session ended with the new password.
    expect((await t.post('list/cart', {}, shopper.auth)).status).toBe(401);
    const member = { authorization: `Bearer ${accepted.body.user.user_token}` };
    expect((await t.post('admin/product/list', {}, member)).status).toBe(200);
  });

  it('is recorded with the admin who sent it; a bad role or email answers 400', async () => {
    const bad = await t.post(
      'admin/staff/invite',
      { name: 'Ravi Kumar', email: 'x', role: 'boss' },
      admin.auth,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['email', 'role']);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.invite'));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.actorEmail === admin.email && entry.before === null)).toBe(true);
  });
});

describe('a role change', () => {
  it('applies from the member’s next request, audited with the actor', async () => {
    const member = await newMember('support');
    expect((await t.post('admin/customer/list', {}, member.auth)).status).toBe(200);
    const changed = await t.post('admin/staff/role', { u_id: member.id, role: 'catalogue' }, admin.auth);
    expect(changed.body.data).toMatchObject({ u_id: member.id, u_role: 'catalogue' });
    expect((await t.post('admin/customer/list', {}, member.auth)).status).toBe(403);
    expect((await t.post('admin/product/list', {}, member.auth)).status).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.role'));
    expect(entry).toMatchObject({ actorEmail: admin.email, target: `user:${member.id}` });
    expect([entry!.before, entry!.after]).toMatchObject([{ u_role: 'support' }, { u_role: 'catalogue' }]);
  });

  it('of someone not on the staff answers 404', async () => {
    const shopper = await makeShopper(t.database.db);
    expect((await t.post('admin/staff/role', { u_id: shopper.id, role: 'admin' }, admin.auth)).status).toBe(
      404,
    );
  });
});

describe('removing a member', () => {
  it('ends their sessions at once and keeps them from logging in, audited', async () => {
    const member = await newMember('packer');
    expect((await t.post('admin/order/list', {}, member.auth)).status).toBe(200);
    const removed = await t.post('admin/staff/remove', { u_id: member.id }, admin.auth);
    expect(removed.status).toBe(200);
    expect((await t.post('admin/order/list', {}, member.auth)).status).toBe(401);
    const login = await t.post('login', { email: member.email, password: PASSWORD, role: 'user' });
    expect(login.status).toBe(401);
    expect(await listed(member.id)).toBeUndefined();
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.remove'));
    expect(entry).toMatchObject({ actorEmail: admin.email, target: `user:${member.id}`, after: null });
  });

  it('voids an invitation still waiting', async () => {
    const invited = await t.post(
      'admin/staff/invite',
      { name: 'Gone Soon', email: 'gone@prime.in', role: 'support' },
      admin.auth,
    );
    await t.post('admin/staff/remove', { u_id: invited.body.data.u_id }, admin.auth);
    const late = await t.post('staff/accept', {
      token: invitationToken('gone@prime.in'),
      password: PASSWORD,
    });
    expect(late.status).toBe(404);
  });
});

describe('logging in as staff', () => {
  it('is held to the login limit like anyone: 429 after 10 failures, even with the right password', async () => {
    const member = await newMember('catalogue');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await t.post('login', { email: member.email, password: 'Wrong@12345', role: 'user' });
    }
    const right = await t.post('login', { email: member.email, password: PASSWORD, role: 'user' });
    expect(right.status).toBe(429);
  });
});

describe('the last admin', () => {
  it('cannot be demoted or removed; with a second admin one of them can go', async () => {
    // An admin invited and not yet accepted does not count.
    await t.post(
      'admin/staff/invite',
      { name: 'Not Yet', email: 'notyet@prime.in', role: 'admin' },
      admin.auth,
    );
    const otherAdmins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    for (const other of otherAdmins.filter((user) => user.id !== admin.id && !user.disabledAt)) {
      await t.post('admin/staff/remove', { u_id: other.id }, admin.auth);
    }
    const demote = await t.post('admin/staff/role', { u_id: admin.id, role: 'support' }, admin.auth);
    expect([demote.status, demote.body.message]).toEqual([409, 'The shop needs at least one admin.']);
    const remove = await t.post('admin/staff/remove', { u_id: admin.id }, admin.auth);
    expect([remove.status, remove.body.message]).toEqual([409, 'The shop needs at least one admin.']);

    const second = await newMember('admin');
    expect((await t.post('admin/staff/remove', { u_id: admin.id }, second.auth)).status).toBe(200);
    const last = await t.post('admin/staff/remove', { u_id: second.id }, second.auth);
    expect([last.status, last.body.message]).toEqual([409, 'The shop needs at least one admin.']);
  });
});
