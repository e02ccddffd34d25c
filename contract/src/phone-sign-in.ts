// Sign-in by mobile with a 6-digit code sent by SMS (`otp/send`, `otp/login`), and the pincode look-up
// that fills an address (`pincode/info`): bodies, answers, rules and words, shared by the server and
// the web app (docs/decisions/0032-sms-phone-sign-in-and-pincodes.md).
import { z } from 'zod';
import { okAnswer } from './answer-fields.ts';
import { loginAnswer } from './call-shapes.ts';
import { nationalMobile, personNameError } from './field-rules.ts';
import { messages } from './messages.ts';
import { phoneMessages } from './phone-messages.ts';
import { isIndianMobile } from './text-checks.ts';

/** Digits of a code sent by SMS. */
export const PHONE_CODE_LENGTH = 6;
/** How long a code works, and how many wrong tries void it. */
export const PHONE_CODE_LIFE_MINUTES = 10;
export const PHONE_CODE_MAX_WRONG_TRIES = 5;

/** A pincode in one state chosen with another (400 on the pincode and the state). */
export const pincodeStateMismatch = (state: string) =>
  `This pincode is in ${state}. Please check the pincode and the state.`;

// Clients keep numbers (mobile, code, pincode) in storage and may send them as JSON numbers.
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** `+91 98765 43210`, `098765-43210` and `9876543210` are one mobile, kept as its 10 digits. */
const mobileField = z.preprocess(
  asText,
  z
    .string({ error: phoneMessages.enterMobile })
    .transform((value) => nationalMobile(value.trim()))
    .refine(isIndianMobile, { error: phoneMessages.enterMobile }),
);

export const otpSendBody = z.object({ mobile: mobileField });
export type OtpSendBody = z.infer<typeof otpSendBody>;

/**
 * A code of any other shape is simply wrong (401, and counted), never a hint about the right one; the
 * name is read only when the mobile has no account yet.
 */
export const otpLoginBody = z.object({
  mobile: mobileField,
  code: z.preprocess(asText, z.string({ error: phoneMessages.enterCode }).trim().max(64)),
  name: z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string({ error: phoneMessages.enterName }).trim().max(200).optional(),
  ),
});
export type OtpLoginBody = z.infer<typeof otpLoginBody>;

/** The name a new account made by mobile gets: its own message when missing, the profile's rule after. */
export const newAccountNameError = (name: string | undefined): string | undefined =>
  !name ? phoneMessages.enterName : personNameError(name);

export const pincodeInfoBody = z.object({
  pincode: z.preprocess(asText, z.string({ error: phoneMessages.invalidPincode }).trim().max(20)),
});

const pincodeInfoShape = z
  .object({
    pincode: z.string(),
    district: z.string(),
    state: z.string().meta({ description: "As India's list of states names it (the checkout's list)." }),
    places: z.array(z.string()).meta({ description: 'Its post offices: what the city or locality may be.' }),
  })
  .meta({ id: 'PincodeInfo' });
export type PincodeInfoData = z.infer<typeof pincodeInfoShape>;

export const otpSendAnswer = okAnswer({}, phoneMessages.codeSent);
export const otpLoginAnswer = loginAnswer;
export const pincodeInfoAnswer = okAnswer({ data: pincodeInfoShape }, messages.ok);
