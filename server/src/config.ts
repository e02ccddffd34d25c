// The one module that reads the environment. Every setting is checked here, so a bad value stops
// start-up with one line naming it instead of failing later inside a request.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { gstinProblem } from '@prime/contract';
import { z } from 'zod';
import { smsSettingOf, smsTemplatesSetting, smsUrlSetting, type SmsSetting } from './sms/sms-setting.ts';

const emptyAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A URL of one of `protocols` naming a server: `postgres://` alone would only fail at the first query. */
const urlWithProtocols = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        const url = new URL(value);
        // libpq also takes the host as a parameter, for a Unix socket: postgres:///prime?host=/run/postgresql
        return protocols.includes(url.protocol) && (url.hostname !== '' || url.searchParams.has('host'));
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} and naming a host`,
  );

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's names for a range. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export type TrustProxy = boolean | number | string[];

/**
 * Which proxies may name the client in X-Forwarded-For, in the forms Fastify's `trustProxy` takes:
 * off; every proxy; the nearest `n` proxies; or the proxies at these addresses.
 */
const trustProxySetting = z
  .string()
  .transform((value, ctx): TrustProxy => {
    const text = value.trim().toLowerCase();
    if (text === '0' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d{1,3}$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be 0 or false, true, a number of proxies (1 for one load balancer), or a comma-separated list of proxy addresses or ranges (10.0.0.0/8)',
    });
    return z.NEVER;
  })
  .default(false);

/**
 * Where uploads and their resized copies live when not in DATA_DIR/uploads: `s3://bucket` or
 * `s3://bucket/prefix`. The bucket name follows S3's rules, so a typo stops start-up, not the first upload.
 */
const storageUrlSetting = z.string().transform((value, ctx): { bucket: string; prefix: string } => {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value.trim());
  const prefix = (match?.[2] ?? '').replace(/\/+$/, '');
  if (!match || /\/\/|^\/|(^|\/)\.\.?(\/|$)/.test(prefix)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be s3://<bucket> or s3://<bucket>/<prefix> (bucket: 3 to 63 lower-case letters, digits, dots, hyphens)',
    });
    return z.NEVER;
  }
  return { bucket: match[1]!, prefix };
});

/** Uploaded images and their sizes: DATA_DIR/uploads, or a bucket of S3 or of an S3-compatible server. */
export type StorageSetting =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      /** Folder inside the bucket without slashes at its ends; empty: the bucket's root. */
      prefix: string;
      /** An S3-compatible server (MinIO, Ceph…), addressed path-style; unset: AWS itself. */
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's own chain (instance role, shared files). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/**
 * The seller printed on GST invoices when the settings do not name one: a Maharashtra seller (state
 * code 27) whose every field says it is a demo value, so a demo invoice is never taken for a real one.
 * The GSTIN is well-formed, its check character right (docs/decisions/0023-gst-invoices.md).
 */
export const DEMO_SELLER = {
  name: 'Prime Skincare Pvt. Ltd. (demo seller: set SELLER_NAME)',
  address: 'Demo address (set SELLER_ADDRESS): 4th Floor, Baner Road, Pune, Maharashtra 411045',
  gstin: '27AAACP1234C1Z1',
} as const;

/** The seller's GSTIN, any case, kept upper case: 15 characters whose check character is right. */
const gstinSetting = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const settingsSchema = z
  .object({
    PORT: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
        .transform(Number)
        .refine((port) => port <= 65535, 'must be a port number from 0 to 65535')
        .default(3000),
    ),
    HOST: z.preprocess(emptyAsUnset, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyAsUnset, z.string().default('./data')),
    DATABASE_URL: z.preprocess(emptyAsUnset, urlWithProtocols(['postgres:', 'postgresql:']).optional()),
    FILE_HOST: z.preprocess(emptyAsUnset, urlWithProtocols(['http:', 'https:']).optional()),
    PUBLIC_URL: z.preprocess(emptyAsUnset, urlWithProtocols(['http:', 'https:']).optional()),
    SMTP_URL: z.preprocess(emptyAsUnset, urlWithProtocols(['smtp:', 'smtps:']).optional()),
    SMS_URL: z.preprocess(emptyAsUnset, smsUrlSetting.optional()),
    SMS_TEMPLATES: z.preprocess(emptyAsUnset, smsTemplatesSetting.optional()),
    RAZORPAY_KEY_ID: z.preprocess(emptyAsUnset, z.string().optional()),
    RAZORPAY_KEY_SECRET: z.preprocess(emptyAsUnset, z.string().optional()),
    RAZORPAY_WEBHOOK_SECRET: z.preprocess(emptyAsUnset, z.string().optional()),
    ADMIN_EMAIL: z.preprocess(emptyAsUnset, z.email().optional()),
    ADMIN_PASSWORD: z.preprocess(emptyAsUnset, z.string().min(8, 'must be at least 8 characters').optional()),
    SEED_DEMO: z.preprocess(emptyAsUnset, z.enum(['0', '1']).default('1')),
    TRUST_PROXY: z.preprocess(emptyAsUnset, trustProxySetting),
    SECRET_KEY: z.preprocess(
      emptyAsUnset,
      z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional(),
    ),
    STORAGE_URL: z.preprocess(emptyAsUnset, storageUrlSetting.optional()),
    // Named as the AWS SDK names them, so one environment serves the store and the aws command alike.
    AWS_ENDPOINT_URL: z.preprocess(emptyAsUnset, urlWithProtocols(['http:', 'https:']).optional()),
    AWS_REGION: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .regex(/^[a-z0-9-]+$/, 'must be a region name such as ap-south-1')
        .optional(),
    ),
    AWS_ACCESS_KEY_ID: z.preprocess(emptyAsUnset, z.string().optional()),
    AWS_SECRET_ACCESS_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
    SELLER_NAME: z.preprocess(
      emptyAsUnset,
      z.string().trim().max(200, 'must be at most 200 characters').optional(),
    ),
    SELLER_ADDRESS: z.preprocess(
      emptyAsUnset,
      z.string().trim().max(500, 'must be at most 500 characters').optional(),
    ),
    SELLER_GSTIN: z.preprocess(emptyAsUnset, gstinSetting.optional()),
    GST_INVOICES: z.preprocess(emptyAsUnset, z.enum(['on', 'off']).default('on')),
  })
  .superRefine((s, ctx) => {
    const razorpay = [s.RAZORPAY_KEY_ID, s.RAZORPAY_KEY_SECRET, s.RAZORPAY_WEBHOOK_SECRET];
    if (razorpay.some(Boolean) && !razorpay.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message: 'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together',
      });
    }
    if (Boolean(s.AWS_ACCESS_KEY_ID) !== Boolean(s.AWS_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AWS_ACCESS_KEY_ID'],
        message: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (s.STORAGE_URL && !s.AWS_REGION && !s.AWS_ENDPOINT_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE_URL'],
        message: "needs AWS_REGION (the bucket's region), or AWS_ENDPOINT_URL for an S3-compatible server",
      });
    }
    const sms = smsSettingOf(s.SMS_URL, s.SMS_TEMPLATES);
    if (typeof sms === 'string') ctx.addIssue({ code: 'custom', path: ['SMS_TEMPLATES'], message: sms });
    if (Boolean(s.ADMIN_EMAIL) !== Boolean(s.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  fileHost: string;
  /** The shop's public address without a trailing slash: canonical links, mails, payment return URLs. */
  publicUrl: string;
  smtpUrl: string | undefined;
  /** How SMS go out (SMS_URL, SMS_TEMPLATES): files in DATA_DIR/sms/, Twilio or MSG91. */
  sms: SmsSetting;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string } | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  /** Proxies trusted to name the client (X-Forwarded-For): the per-address limits count that client. */
  trustProxy: TrustProxy;
  /** Keys the server's hashes of reset codes; unset: a random key kept in DATA_DIR/secret.key. */
  secretKey: string | undefined;
  /** Where uploaded images and their resized copies are kept (STORAGE_URL). */
  storage: StorageSetting;
  /** The seller on GST invoices; `demo` when any of the three is the demo value (start-up warns). */
  seller: SellerSettings;
  /**
   * How long a repeated `add/order` (the same Idempotency-Key) waits for the first one's answer
   * before it answers 409: 10 seconds; not a setting, a test shortens it to reach that answer.
   */
  orderRetryWaitMs: number;
}

export interface SellerSettings {
  name: string;
  /** The address as printed, lines separated by newlines or commas. */
  address: string;
  gstin: string;
  /** The GST state code of the seller: the GSTIN's first two digits. */
  stateCode: string;
  demo: boolean;
  /**
   * Whether confirmed orders get tax invoices (GST_INVOICES, on by default). A seller not registered
   * for GST (turnover under the threshold) may not issue them; the benchmark also measures the order
   * rate without them (docs/decisions/0023-gst-invoices.md).
   */
  issuesInvoices: boolean;
}

export class ConfigError extends Error {}

/** An IPv6 listen address goes in brackets inside a URL. */
const hostInUrl = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** The value as the start-up error shows it: secrets, and passwords inside URLs, stay out of logs. */
function shownValue(name: string, value: string): string {
  if (/PASSWORD|SECRET|SMS_URL/.test(name)) return '(hidden)';
  return JSON.stringify(value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@'));
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'setting');
    throw new ConfigError(`Invalid setting ${name}=${shownValue(name, env[name] ?? '')}: ${issue.message}`);
  }
  const s = parsed.data;
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: path.resolve(s.DATA_DIR),
    databaseUrl: s.DATABASE_URL,
    fileHost: (s.FILE_HOST ?? '').replace(/\/+$/, ''),
    publicUrl: (s.PUBLIC_URL ?? `http://${hostInUrl(s.HOST)}:${s.PORT}`).replace(/\/+$/, ''),
    smtpUrl: s.SMTP_URL,
    sms: smsSettingOf(s.SMS_URL, s.SMS_TEMPLATES) as SmsSetting,
    razorpay:
      s.RAZORPAY_KEY_ID && s.RAZORPAY_KEY_SECRET && s.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: s.RAZORPAY_KEY_ID,
            keySecret: s.RAZORPAY_KEY_SECRET,
            webhookSecret: s.RAZORPAY_WEBHOOK_SECRET,
          }
        : undefined,
    admin:
      s.ADMIN_EMAIL && s.ADMIN_PASSWORD ? { email: s.ADMIN_EMAIL, password: s.ADMIN_PASSWORD } : undefined,
    seedDemo: s.SEED_DEMO === '1',
    trustProxy: s.TRUST_PROXY,
    secretKey: s.SECRET_KEY,
    storage: s.STORAGE_URL
      ? {
          kind: 's3',
          ...s.STORAGE_URL,
          endpoint: s.AWS_ENDPOINT_URL?.replace(/\/+$/, ''),
          // S3-compatible servers take any region name; the SDK only needs one to sign with.
          region: s.AWS_REGION ?? 'us-east-1',
          credentials:
            s.AWS_ACCESS_KEY_ID && s.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: s.AWS_ACCESS_KEY_ID, secretAccessKey: s.AWS_SECRET_ACCESS_KEY }
              : undefined,
        }
      : { kind: 'disk' },
    seller: {
      name: s.SELLER_NAME ?? DEMO_SELLER.name,
      address: s.SELLER_ADDRESS ?? DEMO_SELLER.address,
      gstin: s.SELLER_GSTIN ?? DEMO_SELLER.gstin,
      stateCode: (s.SELLER_GSTIN ?? DEMO_SELLER.gstin).slice(0, 2),
      demo: !s.SELLER_NAME || !s.SELLER_ADDRESS || !s.SELLER_GSTIN,
      issuesInvoices: s.GST_INVOICES === 'on',
    },
    orderRetryWaitMs: 10_000,
  };
}

/**
 * Reads `.env` from the working directory into the environment, without overriding what is set; an
 * empty variable counts as unset there too, so `.env` fills it.
 */
export function loadDotEnv(file = path.resolve('.env'), env: NodeJS.ProcessEnv = process.env): void {
  if (!fs.existsSync(file)) return;
  for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
    if (emptyAsUnset(env[name]) === undefined) env[name] = value;
  }
}

/** A config for tests: an isolated data folder and no outside services. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'prime-test-')) }),
    ...overrides,
  };
}
