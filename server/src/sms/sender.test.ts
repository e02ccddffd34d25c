// The SMS sender: a file per SMS without SMS_URL; Twilio's and MSG91's SDKs with it, each given the
// number in international form, the sender and the text (or MSG91's template and its parts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { RequestClient } from 'twilio';
import { createSmsSender, type SmsMessage } from './sender.ts';

const msg91 = vi.hoisted(() => ({ sent: [] as unknown[][], authKey: '' }));
vi.mock('msg91', () => ({
  default: {
    initialize: (options: { authKey: string }) => (msg91.authKey = options.authKey),
    getSMS: () => ({ send: async (...args: unknown[]) => void msg91.sent.push(args) }),
  },
}));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-sms-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const message: SmsMessage = {
  to: '9876543210',
  kind: 'placed',
  vars: { order: '#12', amount: 'Rs 798', cod: '', link: 'https://prime.example.in/orders/abc' },
  text: 'PRIME: your order #12 of Rs 798 is placed. See it here: https://prime.example.in/orders/abc',
};

describe('the SMS sender', () => {
  it('writes each SMS to DATA_DIR/sms/ with a To: line, a blank line and the text, and logs the number', async () => {
    const logged: object[] = [];
    const sender = createSmsSender({ kind: 'folder' }, dataDir, { info: (details) => logged.push(details) });
    await sender.send(message);
    await sender.send({ ...message, text: 'second' });
    const files = fs.readdirSync(path.join(dataDir, 'sms')).sort();
    expect(files).toHaveLength(2);
    expect(fs.readFileSync(path.join(dataDir, 'sms', files[0]!), 'utf8')).toBe(
      `To: +919876543210\n\n${message.text}\n`,
    );
    expect(fs.readFileSync(path.join(dataDir, 'sms', files[1]!), 'utf8')).toBe(
      'To: +919876543210\n\nsecond\n',
    );
    expect(logged[0]).toMatchObject({ to: '+919876543210', kind: 'placed' });
  });

  it("sends through Twilio's SDK from the number or Messaging Service of SMS_URL, and fails when Twilio refuses", async () => {
    const requests: { uri?: string; data?: unknown }[] = [];
    let status = 201;
    const twilioHttp = {
      request: async (options: { uri?: string; data?: unknown }) => {
        requests.push(options);
        return { statusCode: status, body: { sid: 'SM123', status: 'queued' }, headers: {} };
      },
    } as unknown as RequestClient;
    const sid = `AC${'0'.repeat(32)}`;
    const log = { info: () => {} };
    const fromNumber = createSmsSender(
      { kind: 'twilio', accountSid: sid, authToken: 'token', from: '+15005550006' },
      dataDir,
      log,
      { twilioHttp },
    );
    await fromNumber.send(message);
    expect(requests[0]!.uri).toBe(`https://api.twilio.com/2010-04-01/Accounts/${sid}/Messages.json`);
    expect(requests[0]!.data).toMatchObject({
      To: '+919876543210',
      From: '+15005550006',
      Body: message.text,
    });

    const service = `MG${'1'.repeat(32)}`;
    const fromService = createSmsSender(
      { kind: 'twilio', accountSid: sid, authToken: 'token', from: service },
      dataDir,
      log,
      { twilioHttp },
    );
    await fromService.send(message);
    expect(requests[1]!.data).toMatchObject({ To: '+919876543210', MessagingServiceSid: service });

    status = 400;
    await expect(fromNumber.send(message)).rejects.toThrow();
  });

  it("sends through MSG91's SDK by the kind's DLT template, with the text's parts as its variables", async () => {
    const templates = {
      otp: 'f-otp',
      placed: 'f-placed',
      confirm: 'f-confirm',
      shipped: 'f-shipped',
      'out-for-delivery': 'f-ofd',
      'delivery-failed': 'f-failed',
    };
    const sender = createSmsSender(
      { kind: 'msg91', authKey: 'key-1', senderId: 'PRIMEB', templates },
      dataDir,
      {
        info: () => {},
      },
    );
    await sender.send(message);
    expect(msg91.authKey).toBe('key-1');
    expect(msg91.sent).toEqual([
      ['f-placed', { ...message.vars, mobile: '919876543210' }, { senderId: 'PRIMEB' }],
    ]);
  });
});
