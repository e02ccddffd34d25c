// Sign-in by mobile: codes by SMS read from DATA_DIR/sms/ as a shopper reads them, new and
// existing accounts, wrong, reused and expired codes, and every limit an attacker meets. Only Date is
// faked; the clock starts just after a full hour.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadServerSecret } from '../../auth/server-secret.ts';
import { phoneCodes, users } from '../../db/schema.ts';
import { latestResetCode, multipartBody, registerAndLogin } from '../../test/account-helpers.ts';
import { latestPhoneCode, postFrom, smsTo } from '../../test/sms-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
afterEach(() => vi.useRealTimers());

let sequence = 0;
/** A mobile no other test uses, and a client address of its own. */
const freshMobile = () => `9${String(100_000_000 + (sequence += 1) * 7919 + process.pid).slice(-9)}`;
const freshAddress = () => `10.34.${(sequence >> 8) & 255}.${(sequence += 1) & 255}`;

async function sendCode(mobile: string, address = freshAddress()) {
  const response = await postFrom(t, address, 'otp/send', { mobile });
  expect(response.status).toBe(200);
  return latestPhoneCode(t.config.dataDir, mobile);
}

describe('otp/send', () => {
  it('sends a 6-digit code by SMS with the same answer for a known and an unknown mobile', async () => {
    const known = freshMobile();
    await registerAndLogin(t, { mobile: known });
    const unknown = freshMobile();
    const answers = [];
    for (const mobile of [known, unknown]) {
      const response = await postFrom(t, freshAddress(), 'otp/send', {
        mobile: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
      });
      answers.push({ status: response.status, body: response.body });
      const [sms] = smsTo(t.config.dataDir, mobile);
      expect(sms!.text).toMatch(/^\d{6} is your PRIME login code\. It works for 10 minutes\./);
    }
    expect(answers[0]).toEqual({ status: 200, body: { result: true, message: 'OTP sent' } });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('keeps only a keyed hash of the code, never the code', async () => {
    const mobile = freshMobile();
    const code = await sendCode(mobile);
    const rows = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    const keyed = createHmac('sha256', loadServerSecret(t.config))
      .update(`phone:${mobile}:${code}`)
      .digest('hex');
    expect(rows[0]!.codeHash).toBe(keyed);
  });

  it('refuses a number that is not an Indian mobile', async () => {
    for (const mobile of ['12345', '5876543210', '98765432101', '', 'abcdefghij']) {
      const response = await postFrom(t, freshAddress(), 'otp/send', { mobile });
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({
        field: 'mobile',
        message: 'Please enter a valid 10-digit mobile number.',
      });
    }
  });

  it('sends 3 codes per mobile per 10 minutes, whatever the address, then 429 with Retry-After', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 3; i += 1)
      expect((await postFrom(t, freshAddress(), 'otp/send', { mobile })).status).toBe(200);
    const refused = await postFrom(t, freshAddress(), 'otp/send', { mobile });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(smsTo(t.config.dataDir, mobile)).toHaveLength(3);
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
    expect((await postFrom(t, freshAddress(), 'otp/send', { mobile })).status).toBe(200);
  });

  it('sends 10 codes per client address per hour, then 429 for any mobile', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await postFrom(t, address, 'otp/send', { mobile: freshMobile() })).status).toBe(200);
    }
    const mobile = freshMobile();
    expect((await postFrom(t, address, 'otp/send', { mobile })).status).toBe(429);
    expect(smsTo(t.config.dataDir, mobile)).toHaveLength(0);
    expect((await postFrom(t, freshAddress(), 'otp/send', { mobile })).status).toBe(200);
  });

  it('holds the per-mobile limit for requests sent all at once', async () => {
    const mobile = freshMobile();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => postFrom(t, freshAddress(), 'otp/send', { mobile })),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(3);
    expect(smsTo(t.config.dataDir, mobile).length).toBeLessThanOrEqual(3);
  });
});

describe('otp/login', () => {
  it('makes an account with a name and no email for a new mobile, and opens it again later', async () => {
    const mobile = freshMobile();
    const code = await sendCode(mobile);
    const nameless = await postFrom(t, freshAddress(), 'otp/login', { mobile, code });
    expect(nameless.status).toBe(400);
    expect(nameless.body).toMatchObject({ message: 'Please enter your name.', errors: [{ field: 'name' }] });
    // The code still works once the name is given.
    const made = await postFrom(t, freshAddress(), 'otp/login', { mobile, code, name: 'Ravi Kumar' });
    expect(made.status).toBe(200);
    expect(made.body.user).toMatchObject({ name: 'Ravi Kumar', role: 'user', email: '', mobile });
    const auth = { authorization: `Bearer ${made.body.user.user_token}` };
    const profile = await t.post('list/users', {}, auth);
    expect(profile.body.list[0]).toMatchObject({ u_id: made.body.user.u_id, u_email: '', u_mobile: mobile });

    const again = await postFrom(t, freshAddress(), 'otp/login', { mobile, code: await sendCode(mobile) });
    expect(again.status).toBe(200);
    expect(again.body.user.u_id).toBe(made.body.user.u_id);
  });

  it('opens the account registered with that mobile', async () => {
    const mobile = freshMobile();
    const registered = await registerAndLogin(t, { mobile });
    const response = await postFrom(t, freshAddress(), 'otp/login', {
      mobile: `0${mobile}`,
      code: await sendCode(mobile),
      name: 'Someone Else',
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      u_id: registered.id,
      email: registered.email,
      name: registered.name,
    });
  });

  it('lets an account made by mobile add an email in its profile, and never drop one', async () => {
    const mobile = freshMobile();
    const made = await postFrom(t, freshAddress(), 'otp/login', {
      mobile,
      code: await sendCode(mobile),
      name: 'Ravi Kumar',
    });
    const auth = { authorization: `Bearer ${made.body.user.user_token}` };
    const edit = async (email: string, emailOtp?: string) => {
      const fields = { name: 'Ravi Kumar', email, mobile, ...(emailOtp ? { email_otp: emailOtp } : {}) };
      const form = await multipartBody(fields);
      return t.app.inject({
        method: 'POST',
        url: '/prime/edit/profile',
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      });
    };
    expect((await edit('')).statusCode).toBe(200);
    // A new email is proved by a code sent to it, as any account's change of email.
    expect((await t.post('send/email-otp', { email: 'Ravi@Example.in' }, auth)).status).toBe(200);
    const emailCode = latestResetCode(t.config.dataDir, 'ravi@example.in');
    expect((await edit('Ravi@Example.in', emailCode)).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, made.body.user.u_id));
    expect(user!.email).toBe('ravi@example.in');
    const dropped = await edit('');
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().errors[0].field).toBe('email');
  });

  it('answers 401 for a wrong code, voids the code after 5 wrong tries, and takes a code once', async () => {
    const mobile = freshMobile();
    const code = await sendCode(mobile);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i += 1) {
      const response = await postFrom(t, freshAddress(), 'otp/login', {
        mobile,
        code: wrong,
        name: 'Ravi Kumar',
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ result: false, message: 'Invalid or expired code.' });
    }
    expect(
      (await postFrom(t, freshAddress(), 'otp/login', { mobile, code, name: 'Ravi Kumar' })).status,
    ).toBe(401);

    const fresh = await sendCode(mobile);
    expect(
      (await postFrom(t, freshAddress(), 'otp/login', { mobile, code: fresh, name: 'Ravi Kumar' })).status,
    ).toBe(200);
    expect(
      (await postFrom(t, freshAddress(), 'otp/login', { mobile, code: fresh, name: 'Ravi Kumar' })).status,
    ).toBe(401);
  });

  it('refuses an expired code, an older code once a new one is sent, and a code of another mobile', async () => {
    const mobile = freshMobile();
    const first = await sendCode(mobile);
    const second = await sendCode(mobile);
    const other = freshMobile();
    const othersCode = await sendCode(other);
    if (first !== second) {
      expect(
        (await postFrom(t, freshAddress(), 'otp/login', { mobile, code: first, name: 'Ravi Kumar' })).status,
      ).toBe(401);
    }
    if (othersCode !== second) {
      expect(
        (await postFrom(t, freshAddress(), 'otp/login', { mobile, code: othersCode, name: 'Ravi Kumar' }))
          .status,
      ).toBe(401);
    }
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
    expect(
      (await postFrom(t, freshAddress(), 'otp/login', { mobile, code: second, name: 'Ravi Kumar' })).status,
    ).toBe(401);
  });

  it('answers 429 after 50 wrong guesses at live codes from one address, even for the right code, and not elsewhere', async () => {
    const address = freshAddress();
    // Tries at codes that are void (none sent) tell nothing and are not counted.
    for (let i = 0; i < 30; i += 1) {
      const response = await postFrom(t, address, 'otp/login', { mobile: freshMobile(), code: '123456' });
      expect(response.status).toBe(401);
    }
    for (let i = 0; i < 10; i += 1) {
      const mobile = freshMobile();
      const code = await sendCode(mobile);
      const wrong = code === '111111' ? '222222' : '111111';
      for (let j = 0; j < 5; j += 1) {
        const response = await postFrom(t, address, 'otp/login', { mobile, code: wrong });
        expect(response.status).toBe(401);
      }
    }
    const mobile = freshMobile();
    const code = await sendCode(mobile);
    const blocked = await postFrom(t, address, 'otp/login', { mobile, code, name: 'Ravi Kumar' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await postFrom(t, freshAddress(), 'otp/login', { mobile, code, name: 'Ravi Kumar' })).status,
    ).toBe(200);
  });

  it('checks at most 5 guesses of one code sent all at once', async () => {
    const mobile = freshMobile();
    const code = await sendCode(mobile);
    const guesses = Array.from({ length: 30 }, (_, i) => String(100_000 + i)).filter(
      (guess) => guess !== code,
    );
    await Promise.all(
      guesses.map((guess) =>
        postFrom(t, freshAddress(), 'otp/login', { mobile, code: guess, name: 'Ravi Kumar' }),
      ),
    );
    const [row] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.mobile, mobile));
    expect(row!.failedAttempts).toBe(5);
    expect(
      (await postFrom(t, freshAddress(), 'otp/login', { mobile, code, name: 'Ravi Kumar' })).status,
    ).toBe(401);
  });

  it('never opens a staff account with a code', async () => {
    const mobile = freshMobile();
    const staff = await registerAndLogin(t, { mobile });
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, staff.id));
    const response = await postFrom(t, freshAddress(), 'otp/login', {
      mobile,
      code: await sendCode(mobile),
      name: 'Ravi Kumar',
    });
    expect(response.status).toBe(200);
    expect(response.body.user.u_id).not.toBe(staff.id);
    expect(response.body.user.role).toBe('user');
  });
});
