// What every answer is built of (decision 0039): the `{ result, message }` envelope around a call's own
// fields, the failure every call may answer, and the field shapes answers share (ids, counts, rupees,
// image paths, 0/1 flags, dates). Each answer is one zod shape and its TypeScript type is inferred from
// it, so a field is added in one place. The server attaches the shapes to its routes for the OpenAPI
// reference (`/prime/openapi.json`); nothing parses answers with them at run time.
import { z } from 'zod';
import { MAX_ID } from './rules.ts';

export const idShape = z.int().positive().max(MAX_ID);
export const countShape = z.int().min(0);
/** Rupees as a JSON number with at most 2 decimals. */
export const moneyShape = z.number().min(0).meta({ description: 'Rupees, at most 2 decimals.' });
/** A path relative to the server's root, served at `/<path>`. */
export const imagePathShape = z
  .string()
  .meta({ description: 'Image path relative to the site root, no leading slash.' });
export const flagShape = z.union([z.literal(0), z.literal(1)]);
/** A 0/1 field the code reads as a number (a database smallint, compared with 1). */
export const flagNumberShape = z.int().min(0).max(1);
export const isoDateShape = z.string().meta({ description: 'ISO 8601 date-time in UTC.' });

/** A field error of a 400 answer: which field, and the message to show beside it. */
export const fieldErrorShape = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorShape>;

/** Every failure: `result: false`, a message a shopper can read, and on a 400 each failing field. */
export const failureAnswer = z.object({
  result: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorShape).optional(),
});
export type ApiFailure = z.infer<typeof failureAnswer>;

/** The success envelope around a call's own fields; `message` is one of the given words. */
export const okAnswer = <F extends z.ZodRawShape>(fields: F, ...words: [string, ...string[]]) =>
  z.object({
    result: z.literal(true),
    message: words.length === 1 ? z.literal(words[0]) : z.enum(words),
    ...fields,
  });
