// Validation at the edge: a body that fails its schema answers 400 with every failing field, and the
// top-level message is the first rule that failed, in the order the schema lists them.
import { messages, type FieldError } from '@prime/contract';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : 'body',
    message: issue.message,
  }));
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const input = body ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest(messages.bodyNotObject, [{ field: 'body', message: messages.bodyNotObject }]);
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw badRequest(errors[0]!.message, errors);
  }
  return parsed.data;
}

/** The `{ result: true, message }` envelope around a call's own fields. */
export const ok = <T extends object>(fields: T, message = 'Success') => ({
  result: true as const,
  message,
  ...fields,
});
