// What the registration and profile boxes let through while typing (account-side §5); anything else
// is dropped as it is typed, so the shopper sees at once what is accepted.
import { digitsOnly } from '@prime/contract';

export const MOBILE_DIGITS = 10;

export const typingFilters = {
  name: (value: string) => value.replace(/[^A-Za-z ]/g, ''),
  email: (value: string) => value.replace(/[^A-Za-z0-9@._-]/g, ''),
  password: (value: string) => value.replace(/[^A-Za-z0-9@#$%^&+=!]/g, ''),
  mobile: (value: string) => digitsOnly(value, MOBILE_DIGITS),
};
