// Checks and typing filters of what a shopper types, shared by the browser and the server. Kept apart
// from the zod schemas so a page that only filters a pincode box does not load the schema library.

export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL_SHAPE.test(value.trim());
export const isPhone10 = (value: string) => /^\d{10}$/.test(value);
export const isIndianMobile = (value: string) => /^[6-9]\d{9}$/.test(value);
export const isPincode = (value: string) => /^[1-9]\d{5}$/.test(value);

/** Keeps only digits, up to `max` of them: the typing filter of phone and pincode inputs. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
