import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { ConfigError, loadConfig, loadDotEnv } from './config.ts';

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
    });
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
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prime-env-')), '.env');
    fs.writeFileSync(file, 'PORT=4100\nSMTP_URL=smtp://mail.example.in\n# a comment\nHOST="0.0.0.0"\n');
    const env: Record<string, string | undefined> = { PORT: '5000', SMTP_URL: '' };
    loadDotEnv(file, env);
    expect(loadConfig(env)).toMatchObject({
      port: 5000,
      smtpUrl: 'smtp://mail.example.in',
      host: '0.0.0.0',
    });
  });
});
