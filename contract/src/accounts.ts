// Bodies and answers of the account calls (CONTRACT §4) with the rules of account-side §5. The
// registration, login, password-reset, profile and address forms use the same schemas as the server.
//
// Decision: a registration mobile must be 10 digits starting 6–9, like the profile phone, so an account
// never holds a number its own profile form would refuse.
import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { idField } from './rules.ts';
import { EMAIL_SHAPE, isEmail, isIndianMobile, isPhone10, isPincode } from './text-checks.ts';

const NAME_CHARACTERS = /^[A-Za-z ]+$/;
const EMAIL_CHARACTERS = /^[A-Za-z0-9@._-]+$/;
const PASSWORD_CHARACTERS = /^[A-Za-z0-9@#$%^&+=!]+$/;
const MAX_NAME = 100;
const MAX_EMAIL = 254;
const MAX_PASSWORD = 128;

/** Emails are stored and compared trimmed and lower-cased: `Asha@Example.in` is `asha@example.in`. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();
/** An account email: only letters, digits and `@ . _ -`, shaped `x@y.z`. */
export const isAccountEmail = (value: string) =>
  value.length <= MAX_EMAIL && EMAIL_CHARACTERS.test(value) && EMAIL_SHAPE.test(value);
export const isPersonName = (value: string) => value.length <= MAX_NAME && NAME_CHARACTERS.test(value);
/** Profile name: letters and spaces only, with at least 3 letters. */
export const isProfileName = (value: string) => isPersonName(value) && value.replace(/ /g, '').length >= 3;
export const isPasswordCharacters = (value: string) => PASSWORD_CHARACTERS.test(value);

// Clients keep numbers (mobile, pincode, otp) in storage and may send them as JSON numbers.
const numberAsText = (value: unknown) => (typeof value === 'number' ? String(value) : value);
const text = (message: string) => z.preprocess(numberAsText, z.string({ error: message }));
const requiredText = (message: string, max = 500) =>
  text(message).pipe(z.string().trim().min(1, message).max(max, messages.fieldTooLong));

type Rule = readonly [test: (value: string) => boolean, message: string];
const firstBroken = (value: string, rules: readonly Rule[]) => rules.find(([test]) => !test(value))?.[1];

const passwordRules: readonly Rule[] = [
  [isPasswordCharacters, messages.passwordCharacters],
  [(value) => value.length >= PASSWORD_MIN_LENGTH, messages.passwordTooShort],
  [(value) => value.length <= MAX_PASSWORD, messages.fieldTooLong],
];

const registerRules = {
  name: { required: messages.nameRequired, rules: [[isPersonName, messages.nameLettersOnly]] },
  email: { required: messages.emailRequired, rules: [[isAccountEmail, messages.enterValidEmail]] },
  password: { required: messages.passwordRequired, rules: passwordRules },
  mobile: { required: messages.mobileRequired, rules: [[isIndianMobile, messages.mobileInvalid]] },
} satisfies Record<string, { required: string; rules: readonly Rule[] }>;
const registerFields = Object.keys(registerRules) as (keyof typeof registerRules)[];

// Registration: "all four fields are required" is the first rule, so every missing field is reported
// before any format rule; then name, email, password and mobile, in the spec's order.
export const registerBody = z
  .object({
    name: text(messages.nameRequired).transform((value) => value.trim()),
    email: text(messages.emailRequired).transform(normalizeEmail),
    password: text(messages.passwordRequired),
    mobile: text(messages.mobileRequired).transform((value) => value.trim()),
    register_method: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    for (const field of registerFields) {
      if (body[field] === '')
        ctx.addIssue({ code: 'custom', path: [field], message: registerRules[field].required });
    }
    for (const field of registerFields) {
      const broken = body[field] === '' ? undefined : firstBroken(body[field], registerRules[field].rules);
      if (broken) ctx.addIssue({ code: 'custom', path: [field], message: broken });
    }
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: requiredText(messages.emailRequired, MAX_EMAIL).transform(normalizeEmail),
  password: text(messages.passwordRequired)
    .refine((value) => value !== '', messages.passwordRequired)
    .refine((value) => value.length <= MAX_PASSWORD, messages.fieldTooLong),
  role: z.unknown().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

const resetEmail = text(messages.forgotEmailInvalid)
  .transform(normalizeEmail)
  .refine((value) => value.length <= MAX_EMAIL && isEmail(value), messages.forgotEmailInvalid);

export const forgotPasswordBody = z.object({ email: resetEmail, u_role: z.unknown().optional() });

const otpPattern = new RegExp(`^\\d{${OTP_LENGTH}}$`);
export const verifyOtpBody = z.object({
  email: resetEmail,
  otp: text(messages.otpFourDigits)
    .transform((value) => value.trim())
    .refine((value) => otpPattern.test(value), messages.otpFourDigits),
});

export const changePasswordBody = z.object({
  email: resetEmail,
  password: text(messages.passwordRequired).superRefine((value, ctx) => {
    const broken = value === '' ? messages.passwordRequired : firstBroken(value, passwordRules);
    if (broken) ctx.addIssue({ code: 'custom', message: broken });
  }),
});

/** The profile form of account-side §5, checked in its order: name, email, phone. */
export const profileBody = z.object({
  name: text(messages.profileNameInvalid)
    .transform((value) => value.trim())
    .refine(isProfileName, messages.profileNameInvalid),
  email: text(messages.profileEmailInvalid)
    .transform(normalizeEmail)
    .refine(isAccountEmail, messages.profileEmailInvalid),
  mobile: text(messages.profilePhoneInvalid)
    .transform((value) => value.trim())
    .refine(isIndianMobile, messages.profilePhoneInvalid),
});
export type ProfileBody = z.infer<typeof profileBody>;

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

const digits = (message: string, test: (value: string) => boolean) =>
  text(message)
    .transform((value) => value.trim())
    .refine(test, message);

const addressFields = {
  type: addressType,
  heading: requiredText(messages.addressHeadingRequired, MAX_NAME),
  address: requiredText(messages.addressRequired),
  state: requiredText(messages.addressStateRequired, MAX_NAME),
  district: requiredText(messages.addressDistrictRequired, MAX_NAME),
  pincode: digits(messages.enterValidPincode, isPincode),
  phone: digits(messages.enterValidPhone, isPhone10),
  setdefault: defaultFlag,
};

/** Add address: every field required except `setdefault` and `type` (home when left out). */
export const addAddressBody = z.object(addressFields);
export type AddAddressBody = z.infer<typeof addAddressBody>;

/** Edit address: the fields sent are checked by the same rules; those left out stay as they are. */
export const editAddressBody = z.object({
  adr_id: idField,
  type: addressFields.type,
  heading: addressFields.heading.optional(),
  address: addressFields.address.optional(),
  state: addressFields.state.optional(),
  district: addressFields.district.optional(),
  pincode: addressFields.pincode.optional(),
  phone: addressFields.phone.optional(),
  setdefault: addressFields.setdefault,
});
export type EditAddressBody = z.infer<typeof editAddressBody>;

export const deleteAddressBody = z.object({ adr_id: idField });

export type UserRole = 'user' | 'admin';

/** `login` answer's `user`. */
export interface LoginUser {
  name: string;
  role: UserRole;
  user_token: string;
  u_id: number;
  email: string;
  mobile: string;
}

/** One entry of `list/users`, and the `data` of `edit/profile`. */
export interface UserProfile {
  u_id: number;
  u_name: string;
  u_email: string;
  u_mobile: string;
  u_image: string;
  u_role: UserRole;
}

export interface Address {
  adr_id: number;
  adr_user_id: number;
  adr_type: AddressType;
  adr_heading: string;
  adr_address: string;
  adr_district: string;
  adr_state: string;
  adr_pincode: string;
  adr_status: number;
  adr_phone: string;
  adr_setdefault: 0 | 1;
}
