// Outgoing SMS: with SMS_URL unset, one file per SMS in DATA_DIR/sms/ (a `To:` line, a blank line, the
// text) and its number logged; set, through the provider's own SDK: Twilio's `twilio`, or MSG91's
// `msg91` with a DLT template per kind of SMS (docs/operations.md, SMS). An SDK is loaded only when it
// is used.
import path from 'node:path';
import { messageFolder } from '../message-folder.ts';
import type { SmsKind, SmsSetting } from './sms-setting.ts';

export interface SmsMessage {
  /** The 10-digit Indian mobile, as the shop keeps it. */
  to: string;
  kind: SmsKind;
  /** The parts of the text, by name: what a provider's registered template is filled with. */
  vars: Record<string, string>;
  text: string;
}

/** The pino-style call the sender logs with. */
interface SmsLog {
  info(details: object, message: string): void;
}

export interface SmsSender {
  /** Hands the SMS over; rejects when it could not be. */
  send(message: SmsMessage): Promise<void>;
}

/** How long a provider may take to take an SMS before the try counts as failed. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** The number in international form: India's +91 before the 10 digits. */
export const internationalMobile = (mobile: string) => `+91${mobile}`;

function folderSender(dataDir: string, log: SmsLog): SmsSender {
  const folder = messageFolder(path.join(dataDir, 'sms'), 'txt');
  return {
    async send(message) {
      const to = internationalMobile(message.to);
      const file = await folder.write(`To: ${to}\n\n${message.text}\n`);
      log.info({ to, kind: message.kind, file }, 'sms written to folder');
    },
  };
}

/** What a test gives in place of the network: Twilio's own HTTP client interface. */
export interface SmsTransports {
  twilioHttp?: import('twilio').RequestClient;
}

function twilioSender(
  setting: Extract<SmsSetting, { kind: 'twilio' }>,
  log: SmsLog,
  transports: SmsTransports,
): SmsSender {
  let client: Promise<import('twilio').Twilio> | undefined;
  const sender = setting.from.startsWith('MG')
    ? { messagingServiceSid: setting.from }
    : { from: setting.from };
  return {
    async send(message) {
      client ??= import('twilio').then(({ default: twilio }) =>
        twilio(setting.accountSid, setting.authToken, {
          timeout: PROVIDER_TIMEOUT_MS,
          autoRetry: true,
          httpClient: transports.twilioHttp,
        }),
      );
      const to = internationalMobile(message.to);
      const sent = await (await client).messages.create({ ...sender, to, body: message.text });
      log.info({ to, kind: message.kind, sid: sent.sid }, 'sms sent');
    },
  };
}

type Msg91Sms = ReturnType<(typeof import('msg91'))['default']['getSMS']>;

/** MSG91's SMS client, made once: the package keeps its key in one object of its own. */
async function msg91Client(authKey: string): Promise<Msg91Sms> {
  const { default: loaded } = await import('msg91');
  // A CommonJS package: under Node's ESM interop its `default` export is one level further down.
  const msg91 = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  msg91.initialize({ authKey });
  return msg91.getSMS();
}

function msg91Sender(setting: Extract<SmsSetting, { kind: 'msg91' }>, log: SmsLog): SmsSender {
  let client: Promise<Msg91Sms> | undefined;
  return {
    async send(message) {
      client ??= msg91Client(setting.authKey).catch((error: unknown) => {
        client = undefined;
        throw error;
      });
      const to = internationalMobile(message.to).slice(1);
      const flow = setting.templates[message.kind];
      await (await client).send(flow, { ...message.vars, mobile: to }, { senderId: setting.senderId });
      log.info({ to, kind: message.kind }, 'sms sent');
    },
  };
}

/** `transports` are given only by the tests. */
export function createSmsSender(
  setting: SmsSetting,
  dataDir: string,
  log: SmsLog,
  transports: SmsTransports = {},
): SmsSender {
  if (setting.kind === 'twilio') return twilioSender(setting, log, transports);
  if (setting.kind === 'msg91') return msg91Sender(setting, log);
  return folderSender(dataDir, log);
}
