// One rule per field, wherever the field is typed: each function answers the message of the first rule
// the value breaks, or undefined when it passes. The account schemas (accounts.ts) are built from them,
// so the server, the registration, profile and address forms, and any form added later agree. An
// empty value is for the caller to name (registration says which field is missing; the profile form
// has one message per field). Zod-free, so a form may check a field as it is typed without loading zod.
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import {
  isAccountEmail,
  isIndianMobile,
  isPasswordCharacters,
  isPersonName,
  isPincode,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
} from './text-checks.ts';

/** Registration's Full Name and the profile's name: letters and spaces, at least 3 letters. */
export const personNameError = (value: string): string | undefined => {
  const name = value.trim();
  if (name.length > MAX_NAME_LENGTH) return messages.fieldTooLong;
  return isPersonName(name) ? undefined : messages.profileNameInvalid;
};

/** The email of an account (registration and profile). */
export const accountEmailError = (value: string): string | undefined => {
  const email = value.trim();
  if (email.length > MAX_EMAIL_LENGTH) return messages.fieldTooLong;
  return isAccountEmail(email) ? undefined : messages.enterValidEmail;
};

/** A new password (registration and reset): the allowed characters, then at least 8 of them. */
export const passwordError = (value: string): string | undefined => {
  if (value.length > MAX_PASSWORD_LENGTH) return messages.fieldTooLong;
  if (!isPasswordCharacters(value)) return messages.passwordCharacters;
  return value.length >= PASSWORD_MIN_LENGTH ? undefined : messages.passwordTooShort;
};

/** The longest phone as a shopper writes it: `+91 98765-43210` and a little room. */
export const MAX_TYPED_PHONE_LENGTH = 16;

/**
 * A phone as typed, pasted or filled in by the browser, as the shop keeps it: spaces and hyphens
 * dropped, then a leading +91 or 0 (`+91 98765 43210` and `098765 43210` are 9876543210). What is left
 * is checked as an Indian mobile; every phone box and every call that takes a phone reads it so.
 */
export const nationalMobile = (value: string): string =>
  value.replace(/[\s-]/g, '').replace(/^(?:\+91|0)/, '');

/** The phone box's typing filter: digits, and the spaces, hyphens and + a written number may hold. */
export const keepPhoneCharacters = (value: string): string =>
  value.replace(/[^\d\s+-]/g, '').slice(0, MAX_TYPED_PHONE_LENGTH);

/**
 * Every phone a shopper gives (registration, profile, saved address, checkout): an Indian mobile, 6–9
 * first, once written as the shop keeps it (nationalMobile). Checkout words its own message
 * (orders.ts).
 */
export const mobileError = (value: string): string | undefined =>
  isIndianMobile(nationalMobile(value.trim())) ? undefined : messages.profilePhoneInvalid;

/** An address's pincode: 6 digits, the first not 0. */
export const pincodeError = (value: string): string | undefined =>
  isPincode(value.trim()) ? undefined : messages.enterValidPincode;

/** The reset code as typed: exactly 4 digits. */
export const otpError = (value: string): string | undefined => {
  const otp = value.trim();
  return otp.length === OTP_LENGTH && /^\d+$/.test(otp) ? undefined : messages.otpFourDigits;
};
