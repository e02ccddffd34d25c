// Checks and typing filters of what a shopper types, shared by the browser and the server. Kept apart
// from the zod schemas so a page that only filters a pincode box does not load the schema library.
//
// Every check measures the length before it runs a pattern, and no pattern repeats a part that can
// match the same text in two ways: a hostile value of any length costs time in proportion to it,
// never to its square (an 80 KB email once held the server for seconds).

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;

const NAME_CHARACTERS = /^[A-Za-z ]+$/;
const EMAIL_CHARACTERS = /^[A-Za-z0-9@._-]+$/;
const PASSWORD_CHARACTERS = /^[A-Za-z0-9@#$%^&+=!]+$/;
const WHITESPACE = /\s/;

/** Shaped `x@y.z`: one `@` with text before it, no spaces, and a dot inside the part after the `@`. */
export function isEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > MAX_EMAIL_LENGTH || WHITESPACE.test(email)) return false;
  const at = email.indexOf('@');
  if (at < 1 || email.includes('@', at + 1)) return false;
  // A dot with at least one character on each side of it.
  return email.slice(at + 2, -1).includes('.');
}

/** An account email: shaped `x@y.z` and written only with letters, digits and `@ . _ -`. */
export const isAccountEmail = (value: string) =>
  value.length <= MAX_EMAIL_LENGTH && EMAIL_CHARACTERS.test(value) && isEmail(value);

/** A person's name, the same at registration and in the profile: letters and spaces, at least 3 letters. */
export const isPersonName = (value: string) =>
  value.length <= MAX_NAME_LENGTH && NAME_CHARACTERS.test(value) && value.replace(/ /g, '').length >= 3;

/** The name box's typing filter: drops, one character at a time, what a name may not hold. */
export const keepNameCharacters = (value: string) =>
  [...value].filter((character) => NAME_CHARACTERS.test(character)).join('');

export const isPasswordCharacters = (value: string) =>
  value.length <= MAX_PASSWORD_LENGTH && PASSWORD_CHARACTERS.test(value);

/** An Indian mobile: 10 digits starting 6–9 (registration, profile and address phones). */
export const isIndianMobile = (value: string) => value.length === 10 && /^[6-9]\d{9}$/.test(value);
export const isPincode = (value: string) => value.length === 6 && /^[1-9]\d{5}$/.test(value);

/** Keeps only digits, up to `max` of them: the typing filter of phone and pincode inputs. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
