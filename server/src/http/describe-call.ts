// What the OpenAPI reference at /prime/openapi.json shows of a call (docs/decisions/0015-openapi.md):
// the route options postedCalls (posted-calls.ts, the one way to declare a call) gives each route.
//
// The schemas only document here: postedCalls checks the body with the same contract schema itself,
// which keeps the contract's message order; the route's validator accepts everything and its
// serializer is JSON.stringify, so Fastify never checks or reshapes a body or an answer by them.
import { failureAnswer, messages } from '@prime/contract';
import type { FastifySchema, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** The failure statuses a call can answer, besides those every call can (400, 413). */
export type FailureStatus = 401 | 403 | 404 | 409 | 429 | 502 | 503;

export interface CallDescription {
  /** The reference's heading for the call, e.g. `Place an order`. */
  summary: string;
  /** What a client should know beyond the shapes: rules, limits, side effects. */
  description?: string;
  /** The group it is listed under (Catalogue, Accounts, Cart, Orders, …). */
  tag: string;
  /**
   * `token`: needs `Authorization: Bearer <user_token>` (401 without it; 403 when a user id sent in
   * the body or `user_id` header is not the token's); `optional`: guests too. Default: no login.
   */
  auth?: 'token' | 'optional';
  /** The JSON body's schema from contract/; default `{}`. */
  body?: z.ZodType;
  /** A multipart form instead of JSON: its text fields, and its file fields with what each holds. */
  form?: { fields: z.ZodObject; files: Record<string, string> };
  /** Request headers the call reads, besides Authorization. */
  headers?: z.ZodObject;
  /** The 200 answer: an `okAnswer(...)` schema from contract/call-shapes.ts. */
  answer: z.ZodType;
  /** Failures this call can answer besides 400 and 413 (and 401/403 that `auth: 'token'` adds). */
  errors?: FailureStatus[];
}

const FAILURES: Record<400 | 413 | FailureStatus, string> = {
  400: 'The body is not a JSON object, or a field breaks its rule: `message` is the first rule broken, `errors` lists every failing field.',
  401: `No valid login: the bearer token is missing, unknown, expired or revoked ("${messages.loginRequired}").`,
  403: 'Logged in but not allowed: a user id in the body or `user_id` header that is not the token’s own user, or an action the caller’s role may not take.',
  404: 'The object does not exist, or belongs to someone else.',
  409: 'A conflict with the stored state (already registered, not enough stock, prices changed, no longer cancellable, key reused); `message` says which.',
  413: 'The body (JSON over 1 MB) or an upload is over its limit.',
  429: 'Too many attempts: the `Retry-After` header says how many seconds to wait.',
  502: 'The payment gateway refused the refund, so nothing was cancelled; try again later.',
  503: 'A service the call depends on (the payment gateway) is not available right now; nothing was changed.',
};

/** postedCalls checks the body itself: this validator lets every value through. */
const acceptAll: FastifySchemaCompiler<unknown> = () => () => true;
/** Answers are written exactly as the handler built them, as Fastify does for a route without schemas. */
const plainJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** The route options that describe `call`. */
export function describeCall(call: CallDescription): {
  schema: FastifySchema;
  validatorCompiler: FastifySchemaCompiler<unknown>;
  serializerCompiler: FastifySerializerCompiler<unknown>;
} {
  const statuses = new Set<400 | 413 | FailureStatus>([400, 413, ...(call.errors ?? [])]);
  if (call.auth === 'token') {
    statuses.add(401);
    statuses.add(403);
  }
  if (call.auth === 'optional') statuses.add(401);
  const response: Record<string, unknown> = { 200: call.answer };
  for (const status of [...statuses].sort()) {
    response[status] = failureAnswer.meta({ description: FAILURES[status] });
  }
  const body = call.form
    ? z.object({
        ...call.form.fields.shape,
        ...Object.fromEntries(
          Object.entries(call.form.files).map(([name, what]) => [
            name,
            z.file().optional().meta({ description: what }),
          ]),
        ),
      })
    : (call.body ?? z.object({}));
  return {
    schema: {
      summary: call.summary,
      ...(call.description ? { description: call.description } : {}),
      tags: [call.tag],
      body,
      ...(call.form ? { consumes: ['multipart/form-data'] } : {}),
      ...(call.headers ? { headers: call.headers } : {}),
      ...(call.auth === 'token' ? { security: [{ bearer: [] }] } : {}),
      ...(call.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
      response,
    },
    validatorCompiler: acceptAll,
    serializerCompiler: plainJson,
  };
}
