import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPasswordHasher, type PasswordHasher } from '../../auth/passwords.ts';
import { oneTimeCodes } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { resetCodeMail } from '../../mail/account-mails.ts';
import { createMailer, type Mailer } from '../../mail/mailer.ts';
import { WRONG_CODES_PER_ADDRESS } from './limits.ts';
import { changePassword } from './password-reset.ts';
import { latestResetCode, readOutbox, registerAndLogin, type TestUser } from '../../test/account-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quietLog = { info() {}, error() {} };
const askCode = (email: string) => t.post('forgotpassword', { email, u_role: 'user' });
/** verifyOtp from one client address. */
async function verifyFrom(address: string, email: string, otp: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/prime/verifyOtp',
    remoteAddress: address,
    payload: { email, otp },
  });
  return { status: response.statusCode, body: response.json() };
}
const wrongCode = (code: string) => String(((Number(code) - 1000 + 1) % 9000) + 1000);

describe('forgotpassword', () => {
  it('mails a 4-digit code to a registered email', async () => {
    const user = await registerAndLogin(t);
    const response = await askCode(user.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: true, message: 'OTP sent' });
    const mail = readOutbox(t.config.dataDir).at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Your PRIME password reset code');
    expect(latestResetCode(t.config.dataDir, user.email)).toMatch(/^\d{4}$/);
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const before = readOutbox(t.config.dataDir).length;
    const response = await askCode('stranger@example.in');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: true, message: 'OTP sent' });
    expect(readOutbox(t.config.dataDir)).toHaveLength(before);
  });

  it('refuses a malformed email', async () => {
    for (const email of ['', 'not-an-email', undefined]) {
      const response = await t.post('forgotpassword', { email, u_role: 'user' });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please enter a valid email');
    }
  });
});

describe('verifyOtp and changepassword', () => {
  // A fresh user per test: each may ask for up to 3 codes in 15 minutes.
  let user: TestUser;
  beforeEach(async () => {
    user = await registerAndLogin(t);
  });

  it('resets the password once after the code is verified, and ends every session', async () => {
    await askCode(user.email);
    const code = latestResetCode(t.config.dataDir, user.email);

    const early = await t.post('changepassword', { email: user.email, password: 'Fresh@2025' });
    expect(early.status).toBe(403);

    const verified = await t.post('verifyOtp', { email: user.email, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ result: true, message: 'OTP verified' });

    const changed = await t.post('changepassword', { email: user.email, password: 'Fresh@2025' });
    expect(changed.status).toBe(200);
    expect((await t.post('list/users', {}, user.auth)).status).toBe(401);
    expect((await t.post('login', { email: user.email, password: user.password })).status).toBe(401);
    expect((await t.post('login', { email: user.email, password: 'Fresh@2025' })).status).toBe(200);

    const again = await t.post('changepassword', { email: user.email, password: 'Other@2025' });
    expect(again.status).toBe(403);
    expect(again.body.result).toBe(false);
    expect((await t.post('login', { email: user.email, password: 'Fresh@2025' })).status).toBe(200);
  });

  it('checks the new password with the registration rules', async () => {
    const response = await t.post('changepassword', { email: user.email, password: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Password must be at least 8 characters.');
  });

  it('answers a wrong code with 400 Invalid OTP, and a code sent as a number works', async () => {
    await askCode(user.email);
    const code = latestResetCode(t.config.dataDir, user.email);
    const wrong = await t.post('verifyOtp', { email: user.email, otp: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid OTP');
    expect((await t.post('verifyOtp', { email: user.email, otp: Number(code) })).status).toBe(200);
  });

  it('asks for exactly 4 digits', async () => {
    const response = await t.post('verifyOtp', { email: user.email, otp: '12' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter a 4-digit OTP.');
  });

  it('voids a code after 5 wrong tries, even for the right code', async () => {
    await askCode(user.email);
    const code = latestResetCode(t.config.dataDir, user.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await t.post('verifyOtp', { email: user.email, otp: wrongCode(code) })).status).toBe(400);
    }
    const right = await t.post('verifyOtp', { email: user.email, otp: code });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Invalid OTP');
    expect((await t.post('changepassword', { email: user.email, password: 'Fresh@2026' })).status).toBe(403);
  });

  it('never lets a stranger’s wrong codes block the owner: 20 wrong codes for one email over four codes, then the owner’s fresh code works', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      for (let round = 0; round < 4; round += 1) {
        await askCode(user.email);
        const code = latestResetCode(t.config.dataDir, user.email);
        for (let i = 0; i < 5; i += 1)
          expect((await verifyFrom('198.51.100.66', user.email, wrongCode(code))).status).toBe(400);
        // Past the 15-minute mail limit, as a patient stranger would wait.
        vi.setSystemTime(Date.now() + 16 * 60 * 1000);
      }
      await askCode(user.email);
      const fresh = latestResetCode(t.config.dataDir, user.email);
      expect((await verifyFrom('192.0.2.10', user.email, fresh)).status).toBe(200);
      expect((await t.post('changepassword', { email: user.email, password: 'Fresh@2028' })).status).toBe(
        200,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses every code from an address after 20 wrong codes in a day, whatever the email, and only from it', async () => {
    const stranger = '198.51.100.77';
    for (let i = 0; i < WRONG_CODES_PER_ADDRESS(stranger).limit; i += 1)
      expect((await verifyFrom(stranger, `nobody${i}@example.in`, '1234')).status).toBe(400);
    await askCode(user.email);
    const code = latestResetCode(t.config.dataDir, user.email);
    const refused = await verifyFrom(stranger, user.email, code);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Invalid OTP');
    expect((await verifyFrom('192.0.2.11', user.email, code)).status).toBe(200);
  });

  it('does not count a right code against the address', async () => {
    const address = '192.0.2.12';
    for (let i = 0; i < 19; i += 1) await verifyFrom(address, `nobody${i}@example.in`, '1234');
    for (let i = 0; i < 2; i += 1) {
      await askCode(user.email);
      const code = latestResetCode(t.config.dataDir, user.email);
      expect((await verifyFrom(address, user.email, code)).status).toBe(200);
    }
  });

  it('refuses an expired code', async () => {
    await askCode(user.email);
    const code = latestResetCode(t.config.dataDir, user.email);
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, user.email));
    expect((await t.post('verifyOtp', { email: user.email, otp: code })).status).toBe(400);
  });

  it('refuses the change more than 10 minutes after verification', async () => {
    await askCode(user.email);
    const code = latestResetCode(t.config.dataDir, user.email);
    expect((await t.post('verifyOtp', { email: user.email, otp: code })).status).toBe(200);
    await t.database.db
      .update(oneTimeCodes)
      .set({ verifiedAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(oneTimeCodes.email, user.email));
    expect((await t.post('changepassword', { email: user.email, password: 'Fresh@2027' })).status).toBe(403);
  });

  it('makes an older code useless once a new one is sent', async () => {
    await askCode(user.email);
    const first = latestResetCode(t.config.dataDir, user.email);
    await askCode(user.email);
    const second = latestResetCode(t.config.dataDir, user.email);
    // Two codes are equal once in 9000; then the older one cannot be told apart by its digits.
    if (first !== second)
      expect((await t.post('verifyOtp', { email: user.email, otp: first })).status).toBe(400);
    expect((await t.post('verifyOtp', { email: user.email, otp: second })).status).toBe(200);
  });
});

/** A mail server that takes connections and never says a word; close() drops them. */
async function silentMailServer(): Promise<{ url: string; close(): void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe('when mail cannot be sent', () => {
  it('registers without waiting for a mail server that never answers', async () => {
    const silent = await silentMailServer();
    const stalled = await createTestApp({ smtpUrl: silent.url });
    try {
      const started = Date.now();
      const user = await registerAndLogin(stalled);
      expect(Date.now() - started).toBeLessThan(4000);
      expect(user.token).toBeTruthy();
    } finally {
      silent.close();
      await stalled.close();
    }
  });

  it('gives up on a mail server that never answers within the SMTP timeouts', async () => {
    const silent = await silentMailServer();
    const quick = { connectionTimeout: 300, greetingTimeout: 300, socketTimeout: 600 };
    const mailer = createMailer({ smtpUrl: silent.url, dataDir: t.config.dataDir }, quietLog, quick);
    try {
      const started = Date.now();
      await expect(mailer.sendMail(resetCodeMail('asha@example.in', 'Asha', '4821', 10))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silent.close();
    }
  });

  it('answers OTP sent even when the reset mail fails, voids that code, gives the try back and logs it', async () => {
    const failures: object[] = [];
    const log = { info() {}, error: (details: object) => void failures.push(details) };
    const broken = await createTestApp(
      {},
      { mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:1', dataDir: t.config.dataDir }, log) },
    );
    try {
      const user = await registerAndLogin(broken);
      // More than the 3 mails of 15 minutes: a try whose mail failed is not counted against the shopper.
      for (let i = 0; i < 4; i += 1) {
        const response = await broken.post('forgotpassword', { email: user.email, u_role: 'user' });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ result: true, message: 'OTP sent' });
      }
      const resetFailures = failures.filter((entry) =>
        JSON.stringify(entry).includes('Your PRIME password reset code'),
      );
      expect(resetFailures).toHaveLength(4);
      expect(resetFailures[0]).toMatchObject({ to: user.email });
      const codes = await broken.database.db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.email, user.email));
      expect(codes).toHaveLength(4);
      expect(codes.every((code) => code.usedAt !== null)).toBe(true);
    } finally {
      await broken.close();
    }
  }, 120_000);
});

describe('what a reset code reveals', () => {
  it('answers before the code is mailed: the answer does not wait for the mail of a registered email', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const outbox = createMailer({ smtpUrl: undefined, dataDir: t.config.dataDir }, quietLog);
    const holding: Mailer = {
      ...outbox,
      async sendQuietly(message) {
        await held;
        sent.push(message.to);
        return outbox.sendQuietly(message);
      },
    };
    const gated = await createTestApp({}, { mailer: holding });
    try {
      const user = await registerAndLogin(gated);
      for (const email of [user.email, 'nobody@example.in']) {
        const response = await gated.app.inject({
          method: 'POST',
          url: '/prime/forgotpassword',
          payload: { email, u_role: 'user' },
        });
        expect(response.json()).toEqual({ result: true, message: 'OTP sent' });
      }
      expect(sent).toEqual([]);
      release();
      await gated.app.afterAnswer.settled();
      expect(sent).toEqual([user.email]);
    } finally {
      release();
      await gated.close();
    }
  }, 120_000);

  it('stores the code keyed by the server secret, which lives outside the database', async () => {
    const user = await registerAndLogin(t);
    await askCode(user.email);
    const code = latestResetCode(t.config.dataDir, user.email);
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, user.email));
    // A copied database alone cannot be searched: no plain hash of any of the 9,000 codes matches.
    const plain = (guess: number) => createHash('sha256').update(`${user.email}:${guess}`).digest('hex');
    expect(Array.from({ length: 9000 }, (_, i) => plain(i + 1000))).not.toContain(row!.codeHash);
    const keyFile = path.join(t.config.dataDir, 'secret.key');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = fs.readFileSync(keyFile, 'utf8').trim();
    expect(row!.codeHash).toBe(createHmac('sha256', key).update(`${user.email}:${code}`).digest('hex'));
  });

  it('keys the code by SECRET_KEY when it is set', async () => {
    const secretKey = 'a-long-shared-secret-for-every-process-0123';
    const keyed = await createTestApp({ secretKey });
    try {
      const user = await registerAndLogin(keyed);
      await keyed.post('forgotpassword', { email: user.email, u_role: 'user' });
      const code = latestResetCode(keyed.config.dataDir, user.email);
      const [row] = await keyed.database.db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.email, user.email));
      expect(row!.codeHash).toBe(
        createHmac('sha256', secretKey).update(`${user.email}:${code}`).digest('hex'),
      );
      expect(fs.existsSync(path.join(keyed.config.dataDir, 'secret.key'))).toBe(false);
    } finally {
      await keyed.close();
    }
  }, 120_000);
});

describe('the life of a code, on the clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const MINUTE = 60_000;

  it('works for 10 minutes after forgotpassword sent it, and not after', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const early = await registerAndLogin(t);
    const late = await registerAndLogin(t);
    await askCode(early.email);
    await askCode(late.email);
    vi.setSystemTime(Date.now() + 9 * MINUTE + 50_000);
    const inTime = await t.post('verifyOtp', {
      email: early.email,
      otp: latestResetCode(t.config.dataDir, early.email),
    });
    expect(inTime.status).toBe(200);
    vi.setSystemTime(Date.now() + 20_000);
    const tooLate = await t.post('verifyOtp', {
      email: late.email,
      otp: latestResetCode(t.config.dataDir, late.email),
    });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.message).toBe('Invalid OTP');
  });

  it('lets the password be set within 10 minutes of the verification, and not after', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const user = await registerAndLogin(t);
    await askCode(user.email);
    await t.post('verifyOtp', { email: user.email, otp: latestResetCode(t.config.dataDir, user.email) });
    vi.setSystemTime(Date.now() + 10 * MINUTE + 1000);
    expect((await t.post('changepassword', { email: user.email, password: 'Fresh@2028' })).status).toBe(403);
  });
});

describe('changepassword without a verified code', () => {
  it('answers 403 without hashing the password', async () => {
    const user = await registerAndLogin(t);
    let hashed = 0;
    const counting: PasswordHasher = {
      hash: async (password) => {
        hashed += 1;
        return createPasswordHasher({ N: 2 ** 12, r: 8, p: 1 }).hash(password);
      },
      verify: async () => false,
    };
    await expect(changePassword(t.database.db, counting, user.email, 'Fresh@2029')).rejects.toMatchObject({
      statusCode: 403,
    });
    await askCode(user.email);
    await expect(changePassword(t.database.db, counting, user.email, 'Fresh@2029')).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(hashed).toBe(0);

    await t.post('verifyOtp', { email: user.email, otp: latestResetCode(t.config.dataDir, user.email) });
    await changePassword(t.database.db, counting, user.email, 'Fresh@2029');
    expect(hashed).toBe(1);
  });
});
