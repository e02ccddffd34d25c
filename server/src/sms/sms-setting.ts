// The SMS settings (docs/operations.md, SMS): SMS_URL names the provider and its keys, SMS_TEMPLATES the DLT
// template of each kind of SMS where the provider sends by template (MSG91). Read by config.ts.
import { z } from 'zod';

/** Every kind of SMS the shop sends; each needs a DLT template with MSG91. */
export const SMS_KINDS = [
  'otp',
  'placed',
  'confirm',
  'shipped',
  'out-for-delivery',
  'delivery-failed',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

export type SmsSetting =
  /** SMS_URL unset: each SMS is a file in DATA_DIR/sms/. */
  | { kind: 'folder' }
  /** `twilio://<Account SID>:<Auth Token>@<sender>`: a +E.164 number or a Messaging Service SID (MG…). */
  | { kind: 'twilio'; accountSid: string; authToken: string; from: string }
  /** `msg91://<auth key>@<sender id>`: sent through MSG91's flows, one DLT template per kind. */
  | { kind: 'msg91'; authKey: string; senderId: string; templates: Record<SmsKind, string> };

const SMS_URL_FORMS =
  'must be twilio://<account SID>:<auth token>@<sender> or msg91://<auth key>@<sender id>';

/** SMS_URL, without the templates (smsSettingOf adds them). */
export const smsUrlSetting = z.string().transform((value, ctx) => {
  // The sender's + may come URL-encoded.
  const url = value.trim().replace(/@%2B/i, '@+');
  const twilio = /^twilio:\/\/(AC[0-9a-zA-Z]{32}):([^@\s]+)@(\+[1-9]\d{6,14}|MG[0-9a-zA-Z]{32})$/.exec(url);
  if (twilio) {
    const [, accountSid, authToken, from] = twilio;
    return {
      kind: 'twilio' as const,
      accountSid: accountSid!,
      authToken: decodeURIComponent(authToken!),
      from: from!,
    };
  }
  const msg91 = /^msg91:\/\/([^@\s]+)@([A-Za-z0-9]{3,11})$/.exec(url);
  if (msg91) return { kind: 'msg91' as const, authKey: decodeURIComponent(msg91[1]!), senderId: msg91[2]! };
  ctx.addIssue({ code: 'custom', message: SMS_URL_FORMS });
  return z.NEVER;
});

/** SMS_TEMPLATES: `otp=<template id>,placed=<template id>,…`, each kind of SMS_KINDS once. */
export const smsTemplatesSetting = z.string().transform((value, ctx) => {
  const templates: Partial<Record<SmsKind, string>> = {};
  for (const entry of value.split(',')) {
    const [kind = '', id = ''] = entry.split('=').map((part) => part.trim());
    if (!(SMS_KINDS as readonly string[]).includes(kind) || !/^[0-9A-Za-z_-]{1,64}$/.test(id)) {
      ctx.addIssue({
        code: 'custom',
        message: `must list kind=template id pairs of ${SMS_KINDS.join(', ')}`,
      });
      return z.NEVER;
    }
    templates[kind as SmsKind] = id;
  }
  return templates;
});

type SmsUrl = z.output<typeof smsUrlSetting>;

/** The SMS setting of SMS_URL and SMS_TEMPLATES; a message naming what is missing for MSG91. */
export function smsSettingOf(
  url: SmsUrl | undefined,
  templates: Partial<Record<SmsKind, string>> | undefined,
): SmsSetting | string {
  if (!url) return { kind: 'folder' };
  if (url.kind === 'twilio') return url;
  const missing = SMS_KINDS.filter((kind) => !templates?.[kind]);
  if (missing.length > 0) return `MSG91 sends by DLT template: SMS_TEMPLATES needs ${missing.join(', ')}`;
  return { ...url, templates: templates as Record<SmsKind, string> };
}
