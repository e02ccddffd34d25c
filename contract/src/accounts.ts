// Bodies of the account calls (answers: call-shapes.ts) with the rules of the account forms. The
// registration, login, password-reset, profile and address forms use the same schemas as the server, and each
// field keeps one rule wherever it is typed (field-rules.ts).
//
// Decision: a registration mobile and an address phone must be 10 digits starting 6–9, like the profile
// phone, and a registration name needs 3 letters, like the profile name, so an account never holds a
// value its own profile or address form would refuse. Every phone is kept as its 10 digits however it
// was written (+91 98765 43210, 098765-43210: field-rules.ts's nationalMobile), as checkout keeps it.
import { z } from 'zod';
import { indianStateOf } from './gst.ts';
import { messages } from './messages.ts';
import { idField } from './rules.ts';
import {
  accountEmailError,
  mobileError,
  nationalMobile,
  otpError,
  passwordError,
  personNameError,
  pincodeError,
} from './field-rules.ts';
import { isEmail, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from './text-checks.ts';

/** Emails are stored and compared trimmed and lower-cased: `Asha@Example.in` is `asha@example.in`. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

// Clients keep numbers (mobile, pincode, otp) in storage and may send them as JSON numbers.
const numberAsText = (value: unknown) => (typeof value === 'number' ? String(value) : value);
const text = (message: string) => z.preprocess(numberAsText, z.string({ error: message }));
const requiredText = (message: string, max = 500) =>
  text(message).pipe(
    z
      .string()
      .trim()
      .min(1, { error: message, abort: true })
      .max(max, { error: messages.fieldTooLong, abort: true }),
  );

/** Text checked by one field rule, which answers its message or undefined. */
const checkedText = (message: string, error: (value: string) => string | undefined) =>
  text(message).superRefine((value, ctx) => {
    const broken = error(value);
    if (broken) ctx.addIssue({ code: 'custom', message: broken });
  });

const registerRules = {
  name: { required: messages.nameRequired, error: personNameError },
  email: { required: messages.emailRequired, error: accountEmailError },
  password: { required: messages.passwordRequired, error: passwordError },
  mobile: { required: messages.mobileRequired, error: mobileError },
} satisfies Record<string, { required: string; error: (value: string) => string | undefined }>;
const registerFields = Object.keys(registerRules) as (keyof typeof registerRules)[];

// Registration: "all four fields are required" is the first rule, so every missing field is reported
// before any format rule; then name, email, password and mobile, in the form's order.
export const registerBody = z
  .object({
    name: text(messages.nameRequired).transform((value) => value.trim()),
    email: text(messages.emailRequired).transform(normalizeEmail),
    password: text(messages.passwordRequired),
    mobile: text(messages.mobileRequired).transform((value) => nationalMobile(value.trim())),
    register_method: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    for (const field of registerFields) {
      if (body[field] === '')
        ctx.addIssue({ code: 'custom', path: [field], message: registerRules[field].required });
    }
    for (const field of registerFields) {
      const broken = body[field] === '' ? undefined : registerRules[field].error(body[field]);
      if (broken) ctx.addIssue({ code: 'custom', path: [field], message: broken });
    }
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: requiredText(messages.emailRequired, MAX_EMAIL_LENGTH).transform(normalizeEmail),
  password: checkedText(messages.passwordRequired, (value) => {
    if (value === '') return messages.passwordRequired;
    return value.length > MAX_PASSWORD_LENGTH ? messages.fieldTooLong : undefined;
  }),
  role: z.unknown().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

const resetEmail = checkedText(messages.forgotEmailInvalid, (value) =>
  isEmail(value) ? undefined : messages.forgotEmailInvalid,
).transform(normalizeEmail);

export const forgotPasswordBody = z.object({ email: resetEmail, u_role: z.unknown().optional() });

export const verifyOtpBody = z.object({
  email: resetEmail,
  otp: checkedText(messages.otpFourDigits, otpError).transform((value) => value.trim()),
});

export const changePasswordBody = z.object({
  email: resetEmail,
  password: checkedText(messages.passwordRequired, (value) =>
    value === '' ? messages.passwordRequired : passwordError(value),
  ),
});

/** The profile form, checked in its order: name, email, phone. */
const profileEmail = checkedText(messages.profileEmailInvalid, accountEmailError).transform(normalizeEmail);

/** The 4-digit code mailed to a new account email (send/email-otp). */
const emailOtp = z.preprocess(
  (value) => (value === '' || value === null ? undefined : numberAsText(value)),
  z
    .string({ error: messages.emailOtpNeeded })
    .trim()
    .regex(/^\d{4}$/, messages.emailOtpNeeded)
    .optional(),
);

export const profileBody = z.object({
  name: checkedText(messages.profileNameInvalid, personNameError).transform((value) => value.trim()),
  // Empty only for an account made by mobile that has no email yet (the server refuses to drop one).
  email: checkedText(messages.profileEmailInvalid, (value) =>
    value.trim() === '' ? undefined : accountEmailError(value),
  ).transform(normalizeEmail),
  mobile: checkedText(messages.profilePhoneInvalid, mobileError).transform((value) =>
    nationalMobile(value.trim()),
  ),
  /** Needed when `email` is not the account's own: the code send/email-otp mailed to it. */
  email_otp: emailOtp,
});
export type ProfileBody = z.infer<typeof profileBody>;

/** `prove/email` (token): the code `send/email-proof` mailed to the account's own email. */
export const proveEmailBody = z.object({ email_otp: emailOtp });
export type ProveEmailBody = z.infer<typeof proveEmailBody>;

/** `send/email-otp` (token): the new email the code goes to. */
export const emailOtpBody = z.object({ email: profileEmail });
export type EmailOtpBody = z.infer<typeof emailOtpBody>;

export const ADDRESS_TYPES = ['home', 'office'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

const addressType = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
  z.enum(ADDRESS_TYPES, { error: messages.addressTypeInvalid }).optional(),
);

// `setdefault` arrives as 1/0, "1"/"0" or true/false; absent means "leave as it is".
const defaultFlag = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (value === true || value === 1 || value === '1' || value === 'true') return 1;
    if (value === false || value === 0 || value === '0' || value === 'false') return 0;
    return value;
  },
  z.union([z.literal(0), z.literal(1)], { error: messages.addressDefaultInvalid }).optional(),
);

const addressFields = {
  type: addressType,
  heading: requiredText(messages.addressHeadingRequired, MAX_NAME_LENGTH),
  address: requiredText(messages.addressRequired),
  // One of India's states, stored as listed (gst.ts): the place of supply of the order's invoice.
  state: requiredText(messages.addressStateRequired, MAX_NAME_LENGTH).transform((value, ctx) => {
    const state = indianStateOf(value);
    if (state) return state.name;
    ctx.addIssue({ code: 'custom', message: messages.chooseState });
    return z.NEVER;
  }),
  district: requiredText(messages.addressDistrictRequired, MAX_NAME_LENGTH),
  // Optional for clients made before it existed: an address without one shows its district as the city.
  city: text(messages.fieldTooLong).pipe(
    z.string().trim().max(MAX_NAME_LENGTH, { error: messages.fieldTooLong, abort: true }),
  ),
  pincode: checkedText(messages.enterValidPincode, pincodeError).transform((value) => value.trim()),
  phone: checkedText(messages.profilePhoneInvalid, mobileError).transform((value) =>
    nationalMobile(value.trim()),
  ),
  setdefault: defaultFlag,
};

/** Add address: every field required except `setdefault`, `type` (home when left out) and `city`. */
export const addAddressBody = z.object({ ...addressFields, city: addressFields.city.optional() });
export type AddAddressBody = z.infer<typeof addAddressBody>;

/** Edit address: the fields sent are checked by the same rules; those left out stay as they are. */
export const editAddressBody = z.object({
  adr_id: idField,
  type: addressFields.type,
  heading: addressFields.heading.optional(),
  address: addressFields.address.optional(),
  state: addressFields.state.optional(),
  district: addressFields.district.optional(),
  city: addressFields.city.optional(),
  pincode: addressFields.pincode.optional(),
  phone: addressFields.phone.optional(),
  setdefault: addressFields.setdefault,
});
export type EditAddressBody = z.infer<typeof editAddressBody>;

export const deleteAddressBody = z.object({ adr_id: idField });
