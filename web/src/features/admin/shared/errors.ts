// How the console reads a failure: the server's own words when it answered, each field's message by
// its full path (`product_price.1.pp_discount_prize`, as the server names fields in `errors`), and
// whether the account lost the right to use the console meanwhile.
import { messages, type FieldError } from '@prime/contract';
import { ApiError } from '../../../lib/api.ts';
import { serverMessageOr } from '../../../lib/api-failure.ts';

export type PathErrors = Record<string, string>;

/** The first message per field path, of a failed zod check or of a 400 answer's `errors`. */
export function errorsByPath(
  issues: readonly { path?: readonly PropertyKey[]; field?: string; message: string }[],
): PathErrors {
  const errors: PathErrors = {};
  for (const issue of issues) {
    const field = issue.field ?? (issue.path ?? []).map(String).join('.');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The server's message, or the shop's words for a failure without an answer (offline, crash). */
export const failureMessage = (error: unknown) => serverMessageOr(error, messages.serverError);

/** The per-field messages of a 400 answer; none for any other failure. */
export const serverFieldErrors = (error: unknown): PathErrors =>
  error instanceof ApiError && error.status === 400 ? errorsByPath(error.errors as FieldError[]) : {};

/** The per-field messages of a 409 answer (a value another record holds, a figure that moved). */
export const conflictFieldErrors = (error: unknown): PathErrors =>
  error instanceof ApiError && error.status === 409 ? errorsByPath(error.errors as FieldError[]) : {};

export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** 403: the account is logged in but is not (or no longer) an admin. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
