// The account limits of decision 0006. The clock starts just after a full hour; only Date is faked,
// the database runs as usual.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { latestResetCode, readOutbox, registerAndLogin } from '../../test/account-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 1000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login failures', () => {
  it('answers 429 with Retry-After after 10 failures, even with the right password, until the window ends', async () => {
    const user = await registerAndLogin(t);
    for (let i = 0; i < 10; i += 1) {
      const response = await t.post('login', { email: user.email, password: `Wrong@${i}0000` });
      expect(response.status).toBe(401);
    }
    const blocked = await t.post('login', { email: user.email.toUpperCase(), password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.result).toBe(false);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(13 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another account is not affected.
    const other = await registerAndLogin(t);
    expect((await t.post('login', { email: other.email, password: other.password })).status).toBe(200);

    vi.setSystemTime(Date.now() + 15 * 60 * 1000);
    expect((await t.post('login', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('counts failures within any 15 minutes, across the quarter hours of the clock', async () => {
    const user = await registerAndLogin(t);
    const failOnce = async () =>
      expect((await t.post('login', { email: user.email, password: 'Wrong@00000' })).status).toBe(401);
    vi.setSystemTime(Date.now() + 10 * 60 * 1000);
    for (let i = 0; i < 5; i += 1) await failOnce();
    // Past the quarter hour, still within 15 minutes of the first five.
    vi.setSystemTime(Date.now() + 8 * 60 * 1000);
    for (let i = 0; i < 5; i += 1) await failOnce();
    const blocked = await t.post('login', { email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(7 * 60 + 1);

    // Once the first five are 15 minutes old, the right password works again.
    vi.setSystemTime(Date.now() + 8 * 60 * 1000);
    expect((await t.post('login', { email: user.email, password: user.password })).status).toBe(200);
  });
  it('lets only 10 wrong guesses through in all, also when they arrive at once; right passwords are not counted', async () => {
    const user = await registerAndLogin(t);
    for (let i = 0; i < 12; i += 1)
      expect((await t.post('login', { email: user.email, password: user.password })).status).toBe(200);

    const guess = (i: number) => t.post('login', { email: user.email, password: `Wrong@${i}0000` });
    const burst = await Promise.all(Array.from({ length: 25 }, (_, i) => guess(i)));
    const statuses = burst.map((response) => response.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    let wrongGuessesChecked = statuses.filter((status) => status === 401).length;
    for (let i = 0; i <= 10 && (await guess(i)).status === 401; i += 1) wrongGuessesChecked += 1;
    expect(wrongGuessesChecked).toBe(10);
    expect((await t.post('login', { email: user.email, password: user.password })).status).toBe(429);
  });
});

describe('reset mails', () => {
  it('sends at most 3 per email in 15 minutes; the 4th answers the same and sends nothing', async () => {
    const user = await registerAndLogin(t);
    const mailsTo = () =>
      readOutbox(t.config.dataDir).filter((mail) => mail.to === user.email && /OTP/.test(mail.raw));
    for (let i = 0; i < 3; i += 1) {
      expect((await t.post('forgotpassword', { email: user.email, u_role: 'user' })).body.message).toBe(
        'OTP sent',
      );
    }
    expect(mailsTo()).toHaveLength(3);
    const code = latestResetCode(t.config.dataDir, user.email);
    const fourth = await t.post('forgotpassword', { email: user.email, u_role: 'user' });
    expect(fourth.status).toBe(200);
    expect(fourth.body).toEqual({ result: true, message: 'OTP sent' });
    expect(mailsTo()).toHaveLength(3);
    // The last code sent still works.
    expect((await t.post('verifyOtp', { email: user.email, otp: code })).status).toBe(200);
  });
});

describe('registrations per client address', () => {
  it('allows 20 an hour from one address and answers the 21st with 429', async () => {
    const register = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/prime/register',
        remoteAddress: '203.0.113.7',
        payload: {
          name: 'Load Test',
          email: `load${n}@example.in`,
          password: 'Secret@123',
          mobile: '9876543210',
        },
      });
    for (let n = 1; n <= 20; n += 1) expect((await register(n)).statusCode).toBe(200);
    const blocked = await register(21);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/prime/register',
      remoteAddress: '198.51.100.9',
      payload: {
        name: 'Other Shop',
        email: 'other@example.in',
        password: 'Secret@123',
        mobile: '9876543210',
      },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
