import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/open-database.ts';
import { gstinProblem } from '@prime/contract';
import { ConfigError, DEMO_SELLER, loadConfig, loadDotEnv } from './config.ts';

function startUpError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('settings', () => {
  it('uses the documented defaults and treats an empty value as unset', () => {
    const config = loadConfig({ SMTP_URL: '', PORT: '' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      smtpUrl: undefined,
      razorpay: undefined,
      admin: undefined,
      seedDemo: true,
      fileHost: '',
      publicUrl: 'http://127.0.0.1:3000',
      trustProxy: false,
      secretKey: undefined,
      storage: { kind: 'disk' },
      sms: { kind: 'folder' },
    });
  });

  it('reads SMS_URL for Twilio or MSG91, and MSG91 only with a DLT template for every kind of SMS', () => {
    const sid = `AC${'a1'.repeat(16)}`;
    expect(loadConfig({ SMS_URL: `twilio://${sid}:s3cret@%2B15005550006` }).sms).toEqual({
      kind: 'twilio',
      accountSid: sid,
      authToken: 's3cret',
      from: '+15005550006',
    });
    const templates = 'otp=t1, placed=t2,confirm=t5,shipped=t3,out-for-delivery=t4,delivery-failed=t6';
    expect(loadConfig({ SMS_URL: 'msg91://key-123@PRIMEB', SMS_TEMPLATES: templates }).sms).toEqual({
      kind: 'msg91',
      authKey: 'key-123',
      senderId: 'PRIMEB',
      templates: {
        otp: 't1',
        placed: 't2',
        confirm: 't5',
        shipped: 't3',
        'out-for-delivery': 't4',
        'delivery-failed': 't6',
      },
    });
    expect(startUpError({ SMS_URL: 'msg91://key-123@PRIMEB', SMS_TEMPLATES: 'otp=t1' })).toBe(
      'Invalid setting SMS_TEMPLATES="otp=t1": MSG91 sends by DLT template: SMS_TEMPLATES needs placed, confirm, shipped, out-for-delivery, delivery-failed',
    );
    // The keys never reach the log.
    expect(startUpError({ SMS_URL: 'sms://secret-key@host' })).toBe(
      'Invalid setting SMS_URL=(hidden): must be twilio://<account SID>:<auth token>@<sender> or msg91://<auth key>@<sender id>',
    );
  });

  it('reads STORAGE_URL with the endpoint, region and keys named as the AWS SDK names them', () => {
    const config = loadConfig({
      STORAGE_URL: 's3://prime-images/shop/live/',
      AWS_ENDPOINT_URL: 'http://127.0.0.1:9000/',
      AWS_ACCESS_KEY_ID: 'prime',
      AWS_SECRET_ACCESS_KEY: 'a-secret-of-the-bucket',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'prime-images',
      prefix: 'shop/live',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'prime', secretAccessKey: 'a-secret-of-the-bucket' },
    });
    expect(loadConfig({ STORAGE_URL: 's3://prime-images', AWS_REGION: 'ap-south-1' }).storage).toEqual({
      kind: 's3',
      bucket: 'prime-images',
      prefix: '',
      endpoint: undefined,
      region: 'ap-south-1',
      credentials: undefined,
    });
  });

  it.each([
    [{ STORAGE_URL: 'https://prime-images.s3.amazonaws.com', AWS_REGION: 'ap-south-1' }, 'STORAGE_URL'],
    [{ STORAGE_URL: 's3://Prime_Images', AWS_REGION: 'ap-south-1' }, 'STORAGE_URL'],
    [{ STORAGE_URL: 's3://prime-images/../other', AWS_REGION: 'ap-south-1' }, 'STORAGE_URL'],
    [{ STORAGE_URL: 's3://prime-images' }, 'STORAGE_URL'],
    [{ STORAGE_URL: 's3://prime-images', AWS_ENDPOINT_URL: 'minio:9000' }, 'AWS_ENDPOINT_URL'],
    [{ STORAGE_URL: 's3://prime-images', AWS_REGION: 'Mumbai' }, 'AWS_REGION'],
    [
      { STORAGE_URL: 's3://prime-images', AWS_REGION: 'ap-south-1', AWS_ACCESS_KEY_ID: 'x' },
      'AWS_ACCESS_KEY_ID',
    ],
  ])('stops start-up on the storage settings %j, naming %s', (env, name) => {
    expect(startUpError(env)).toMatch(new RegExp(`^Invalid setting ${name}=`));
  });

  it('never shows the secret access key', () => {
    const error = startUpError({
      STORAGE_URL: 's3://prime-images',
      AWS_REGION: 'ap-south-1',
      AWS_SECRET_ACCESS_KEY: 'top-secret',
    });
    expect(error).toBe(
      'Invalid setting AWS_ACCESS_KEY_ID="": AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together',
    );
  });

  it.each([
    ['0', false],
    ['false', false],
    ['true', true],
    ['TRUE', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, fd00::/8,loopback', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0', '-1', '10.0.0.1,', 'proxy.example.in'])(
    'stops start-up on TRUST_PROXY=%s',
    (value) => {
      expect(startUpError({ TRUST_PROXY: value })).toContain(
        `Invalid setting TRUST_PROXY=${JSON.stringify(value)}`,
      );
    },
  );

  it('names a demo seller in Maharashtra by default, saying it is one', () => {
    const { seller } = loadConfig({});
    expect(seller).toMatchObject({ gstin: DEMO_SELLER.gstin, stateCode: '27', demo: true });
    expect(seller.name).toMatch(/demo/i);
    expect(seller.address).toMatch(/demo/i);
    expect(gstinProblem(seller.gstin)).toBeUndefined();
  });

  it('takes the seller from SELLER_NAME, SELLER_ADDRESS and SELLER_GSTIN (any case)', () => {
    const seller = loadConfig({
      SELLER_NAME: 'Prime Skin Labs LLP',
      SELLER_ADDRESS: '12 Residency Road, Bengaluru 560025',
      SELLER_GSTIN: '29aagcb7383j1z4',
    }).seller;
    expect(seller).toEqual({
      name: 'Prime Skin Labs LLP',
      address: '12 Residency Road, Bengaluru 560025',
      gstin: '29AAGCB7383J1Z4',
      stateCode: '29',
      demo: false,
      issuesInvoices: true,
    });
  });

  it('issues tax invoices unless GST_INVOICES=off, and refuses another value', () => {
    expect(loadConfig({}).seller.issuesInvoices).toBe(true);
    expect(loadConfig({ GST_INVOICES: 'off' }).seller.issuesInvoices).toBe(false);
    expect(startUpError({ GST_INVOICES: 'no' })).toMatch(/^Invalid setting GST_INVOICES="no": /);
  });

  it.each([
    ['29AAGCB7383J1Z5', 'wrong check character'],
    ['29AAGCB7383J1Z', '15 characters'],
    ['99AAGCB7383J1ZX', 'no such state code'],
  ])('stops start-up on SELLER_GSTIN=%s (%s)', (gstin) => {
    expect(startUpError({ SELLER_GSTIN: gstin })).toMatch(
      new RegExp(`^Invalid setting SELLER_GSTIN="${gstin}": `),
    );
  });

  it('takes a SECRET_KEY of at least 32 characters and never shows it', () => {
    const key = 'k'.repeat(32);
    expect(loadConfig({ SECRET_KEY: key }).secretKey).toBe(key);
    expect(startUpError({ SECRET_KEY: 'short-secret' })).toBe(
      'Invalid setting SECRET_KEY=(hidden): must be at least 32 characters (openssl rand -hex 32)',
    );
  });

  it('takes PUBLIC_URL without its trailing slash, and builds one from HOST and PORT when unset', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.prime.in/' }).publicUrl).toBe('https://shop.prime.in');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080');
    expect(startUpError({ PUBLIC_URL: 'ftp://x' })).toContain('Invalid setting PUBLIC_URL="ftp://x"');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid setting PORT="abc": must be a port number from 0 to 65535'],
    [{ PORT: '70000' }, 'Invalid setting PORT="70000": must be a port number from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid setting DATABASE_URL="mysql://x"'],
    [{ DATABASE_URL: 'not a url' }, 'Invalid setting DATABASE_URL="not a url"'],
    [{ DATABASE_URL: 'postgres://' }, 'Invalid setting DATABASE_URL="postgres://"'],
    [{ SMTP_URL: 'smtp://' }, 'Invalid setting SMTP_URL="smtp://"'],
    [{ SEED_DEMO: 'yes' }, 'Invalid setting SEED_DEMO="yes"'],
    [{ RAZORPAY_KEY_ID: 'rzp_test_1' }, 'must be set together'],
  ])('stops start-up on %o with one line naming the setting', (env, expected) => {
    const message = startUpError(env);
    expect(message).toContain(expected);
    expect(message).not.toContain('\n');
  });

  it('never shows a password in the start-up error', () => {
    expect(startUpError({ ADMIN_EMAIL: 'a@b.in', ADMIN_PASSWORD: 'short' })).toBe(
      'Invalid setting ADMIN_PASSWORD=(hidden): must be at least 8 characters',
    );
    const message = startUpError({ DATABASE_URL: 'mysql://shop:s3cret@db:3306/prime' });
    expect(message).not.toContain('s3cret');
    expect(message).toContain('mysql://shop:***@db:3306/prime');
  });

  it('takes a PostgreSQL URL whose host is a socket parameter', () => {
    const url = 'postgres:///prime?host=/run/postgresql';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('names DATABASE_URL when its server cannot be reached', async () => {
    await expect(
      openDatabase({ databaseUrl: 'postgres://prime@127.0.0.1:1/prime', dataDir: os.tmpdir() }),
    ).rejects.toThrow(/^cannot connect to DATABASE_URL: .*ECONNREFUSED/);
  });

  it('fills from .env what the environment leaves unset or empty, and nothing else', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-env-'));
    const file = path.join(folder, '.env');
    fs.writeFileSync(file, 'PORT=4100\nSMTP_URL=smtp://mail.example.in\n# a comment\nHOST="0.0.0.0"\n');
    const env: Record<string, string | undefined> = { PORT: '5000', SMTP_URL: '' };
    loadDotEnv(file, env);
    fs.rmSync(folder, { recursive: true });
    expect(loadConfig(env)).toMatchObject({
      port: 5000,
      smtpUrl: 'smtp://mail.example.in',
      host: '0.0.0.0',
    });
  });
});
