// Validation at the edge: a body that fails its schema answers 400 with every failing field, and the
// top-level message is the first rule that failed, in the order the schema lists them.
import { messages, readableIssueMessage, type FieldError } from '@prime/contract';
import { z } from 'zod';
import { AppError, badRequest } from './errors.ts';

// A rule without words of its own answers a sentence a shopper reads, never zod's default.
z.config({ customError: readableIssueMessage });

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : 'body',
    message: issue.message,
  }));
}

/** A body checked by `schema`: its value, or the 400 that refuses it (not thrown yet: a call may answer a login first). */
export type CheckedBody<S extends z.ZodType> = { value: z.output<S> } | { refusal: AppError };

export function checkBody<S extends z.ZodType>(schema: S, body: unknown): CheckedBody<S> {
  const input = body ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    return {
      refusal: badRequest(messages.bodyNotObject, [{ field: 'body', message: messages.bodyNotObject }]),
    };
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return { value: parsed.data };
  const errors = fieldErrors(parsed.error);
  return { refusal: badRequest(errors[0]!.message, errors) };
}

/** The body checked by `schema`; a 400 naming every failing field when it breaks a rule. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const checked = checkBody(schema, body);
  if ('refusal' in checked) throw checked.refusal;
  return checked.value;
}

interface Place {
  value: unknown;
  key?: string;
  parent?: Place;
}

const fieldOf = (place: Place) => {
  const path: string[] = [];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.length ? path.reverse().join('.') : 'body';
};

/**
 * The field (named as `fieldErrors` names it) of the first key or string holding U+0000, which
 * PostgreSQL text cannot store; undefined when there is none. Breadth first, without recursion or
 * copied paths: a 1 MB body can nest half a million levels deep.
 */
export function fieldWithNulCharacter(body: unknown): string | undefined {
  const queue: Place[] = [{ value: body }];
  for (let next = 0; next < queue.length; next += 1) {
    const place = queue[next]!;
    if (typeof place.value === 'string' && place.value.includes('\0')) return fieldOf(place);
    if (place.value === null || typeof place.value !== 'object') continue;
    for (const [key, value] of Object.entries(place.value)) {
      const child = { value, key, parent: place };
      if (key.includes('\0')) return fieldOf(child);
      queue.push(child);
    }
  }
  return undefined;
}

/** The `{ result: true, message }` envelope around a call's own fields. */
export const ok = <T extends object>(fields: T, message = 'Success') => ({
  result: true as const,
  message,
  ...fields,
});
