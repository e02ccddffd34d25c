import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readOutbox, registerAndLogin } from '../../test/account-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meera Iyer',
  email: 'meera@example.in',
  password: 'Glow@2024',
  mobile: '9123456780',
  register_method: 'userRegister',
  ...overrides,
});

describe('register', () => {
  it('creates the account, answers data.message and sends a welcome mail in the brand look', async () => {
    const response = await t.post('register', registration());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ result: true, data: { message: 'Registration successful' } });

    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'meera@example.in'));
    expect(row).toMatchObject({ name: 'Meera Iyer', mobile: '9123456780', role: 'user' });
    expect(row!.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row!.passwordHash).not.toContain('Glow@2024');

    const welcome = readOutbox(t.config.dataDir).find((mail) => mail.to === 'meera@example.in');
    expect(welcome?.subject).toBe('Welcome to PRIME');
    expect(welcome?.raw).toContain('#1F3A34');
    expect(welcome?.raw).toContain('Content-Type: text/plain');
  });

  it('treats emails without regard to case: a second account with the same email is 409', async () => {
    const response = await t.post(
      'register',
      registration({ email: '  MEERA@Example.IN ', name: 'Meera Two' }),
    );
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ result: false, message: 'Email is already registered.' });

    const login = await t.post('login', { email: 'Meera@EXAMPLE.in', password: 'Glow@2024', role: 'user' });
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe('meera@example.in');
  });

  it('keeps a mobile written "+91 98765 43210" as 9876543210 and refuses 1234567890', async () => {
    const refused = await t.post(
      'register',
      registration({ email: 'kiran@example.in', mobile: '1234567890' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Phone must be a valid 10-digit Indian number.');

    const response = await t.post(
      'register',
      registration({ email: 'kiran@example.in', mobile: '+91 98765 43210' }),
    );
    expect(response.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'kiran@example.in'));
    expect(row!.mobile).toBe('9876543210');
  });

  it('reports every missing field, the first one as the message', async () => {
    const response = await t.post('register', { register_method: 'userRegister' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter your full name.');
    expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'name',
      'email',
      'password',
      'mobile',
    ]);
  });

  it.each([
    [{ name: 'Meera 2' }, 'name', 'Name must contain at least 3 letters only.'],
    // The profile form refuses a name of fewer than 3 letters; registration must not store one.
    [{ name: 'Al' }, 'name', 'Name must contain at least 3 letters only.'],
    [{ email: 'meera+shop@example.in' }, 'email', 'Please enter a valid email address.'],
    [{ email: 'meera@example' }, 'email', 'Please enter a valid email address.'],
    [{ password: 'Short@1' }, 'password', 'Password must be at least 8 characters.'],
    [
      { password: 'Glow 2024*' },
      'password',
      'Password can contain only letters, digits and @ # $ % ^ & + = !',
    ],
    [{ mobile: '98765' }, 'mobile', 'Phone must be a valid 10-digit Indian number.'],
    [{ mobile: '98765abcde' }, 'mobile', 'Phone must be a valid 10-digit Indian number.'],
    [{ mobile: '5123456789' }, 'mobile', 'Phone must be a valid 10-digit Indian number.'],
  ])('refuses %j with the rule of that field', async (change, field, message) => {
    const response = await t.post('register', registration({ email: 'rules@example.in', ...change }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toEqual([{ field, message }]);
  });
});

describe('login', () => {
  it('answers the user with a token that is stored only as its SHA-256', async () => {
    const response = await t.post('login', {
      email: 'meera@example.in',
      password: 'Glow@2024',
      role: 'user',
    });
    expect(response.status).toBe(200);
    const user = response.body.user;
    expect(user).toEqual({
      name: 'Meera Iyer',
      role: 'user',
      u_role: 'user',
      user_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      u_id: expect.any(Number),
      email: 'meera@example.in',
      mobile: '9123456780',
    });
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.u_id));
    const hash = createHash('sha256').update(user.user_token).digest('hex');
    expect(stored.map((session) => session.tokenHash)).toContain(hash);
    expect(stored.some((session) => session.tokenHash === user.user_token)).toBe(false);
    const days = (stored.at(-1)!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrongPassword = await t.post('login', {
      email: 'meera@example.in',
      password: 'Wrong@2024',
      role: 'user',
    });
    const unknownEmail = await t.post('login', {
      email: 'nobody@example.in',
      password: 'Glow@2024',
      role: 'user',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ result: false, message: 'Invalid email or password.' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('asks for email and password', async () => {
    const response = await t.post('login', { role: 'user' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter your email address.');
    expect(response.body.errors[1]).toEqual({ field: 'password', message: 'Please enter a password.' });
  });
});

describe('tokens', () => {
  it('stops working at once after logout', async () => {
    const user = await registerAndLogin(t);
    expect((await t.post('list/users', { u_id: user.id }, user.auth)).status).toBe(200);
    const logout = await t.post('logout', {}, user.auth);
    expect(logout.status).toBe(200);
    const after = await t.post('list/users', { u_id: user.id }, user.auth);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ result: false, message: 'Please log in to continue.' });
    expect((await t.post('logout', {}, user.auth)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await registerAndLogin(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const response = await t.post('list/users', {}, user.auth);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Please log in to continue.');
  });

  it.each([
    ['no header', {}],
    ['a forged token', { authorization: 'Bearer aW52ZW50ZWQtdG9rZW4tdGhhdC1uby1zZXJ2ZXItZ2F2ZQ' }],
    ['another scheme', { authorization: 'Basic bWVlcmE6R2xvd0AyMDI0' }],
  ])('answers 401 with %s', async (_case, headers) => {
    const response = await t.post('list/address', {}, headers);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ result: false, message: 'Please log in to continue.' });
  });

  it("answers 403 when the header or body names another user, and accepts the user's own id", async () => {
    const asha = await registerAndLogin(t);
    const ravi = await registerAndLogin(t, { name: 'Ravi Kumar' });
    const other = String(ravi.id);
    expect((await t.post('list/users', {}, { ...asha.auth, user_id: other })).status).toBe(403);
    expect((await t.post('list/users', { u_id: ravi.id }, asha.auth)).status).toBe(403);
    expect((await t.post('list/address', { user_id: other }, asha.auth)).status).toBe(403);
    expect((await t.post('list/address', { userid: ravi.id }, asha.auth)).status).toBe(403);

    const own = await t.post(
      'list/users',
      { u_id: String(asha.id) },
      { ...asha.auth, user_id: String(asha.id) },
    );
    expect(own.status).toBe(200);
    expect((await t.post('list/address', { user_id: '' }, asha.auth)).status).toBe(200);
  });
});

describe('list/users', () => {
  it('shows a customer only their own profile', async () => {
    const user = await registerAndLogin(t, { name: 'Kavya Nair', mobile: '8123456789' });
    const response = await t.post('list/users', { u_id: user.id }, user.auth);
    expect(response.body.list).toEqual([
      {
        u_id: user.id,
        u_name: 'Kavya Nair',
        u_email: user.email,
        u_mobile: '8123456789',
        u_image: '',
        u_role: 'user',
      },
    ]);
  });
});
