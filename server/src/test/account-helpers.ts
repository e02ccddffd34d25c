// Helpers for API tests that need accounts, mails and uploads; any module's tests may use them.
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app.ts';

export interface TestUser {
  id: number;
  token: string;
  email: string;
  password: string;
  name: string;
  /** The Authorization header of this user. */
  auth: Record<string, string>;
}

let sequence = 0;

/**
 * Registers and logs in a new customer. Each registration comes from its own client address, so
 * tests that need many users stay clear of the per-address registration limit.
 */
export async function registerAndLogin(
  t: TestApp,
  overrides: Partial<{ name: string; email: string; password: string; mobile: string }> = {},
): Promise<TestUser> {
  sequence += 1;
  const body = {
    name: 'Asha Rao',
    email: `shopper${sequence}.${Date.now()}@example.in`,
    password: 'Secret@123',
    mobile: '9876543210',
    register_method: 'userRegister',
    ...overrides,
  };
  const registered = await t.app.inject({
    method: 'POST',
    url: '/prime/register',
    remoteAddress: `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
    payload: body,
  });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const login = await t.post('login', { email: body.email, password: body.password, role: 'user' });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const token: string = login.body.user.user_token;
  return {
    id: login.body.user.u_id,
    token,
    email: login.body.user.email,
    password: body.password,
    name: body.name,
    auth: { authorization: `Bearer ${token}` },
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  raw: string;
}

/** The mails written to DATA_DIR/outbox/, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = fs.readFileSync(path.join(dir, name), 'utf8');
      const header = (field: string) => new RegExp(`^${field}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      return { to: header('To'), subject: header('Subject'), raw };
    });
}

/** The code of the newest reset mail to `email`, read as a shopper would from `OTP: 1234`. */
export function latestResetCode(dataDir: string, email: string): string {
  const mails = readOutbox(dataDir).filter((mail) => mail.to === email && /OTP: \d{4}/.test(mail.raw));
  const code = /OTP: (\d{4})/.exec(mails.at(-1)?.raw ?? '')?.[1];
  if (!code) throw new Error(`no reset mail to ${email}`);
  return code;
}

/** Built in the shared test folder, so every upload call's tests send forms alike. */
export { multipartBody } from './multipart-body.ts';
