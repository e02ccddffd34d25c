// Calls only a logged-in shopper makes, each acting on the token's own user. One registration says it
// all: the call is described for the reference with `auth: 'token'` (docs/decisions/0015-openapi.md),
// answers 401/403 before anything else, then has its JSON body checked by the very schema it
// documents. The handler gets the user and the checked body.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { describeCall, type CallDescription } from '../http/describe-call.ts';
import { parseBody } from '../http/validate.ts';
import { requireUser, type AuthUser } from './request-user.ts';

type UserCall = Omit<CallDescription, 'auth' | 'body' | 'form'> & { body?: z.ZodType };
/** What the handler gets of the body: its checked value, or nothing for a call without a body. */
type BodyOf<C extends UserCall> = C['body'] extends z.ZodType ? z.output<C['body']> : undefined;

/** The way to register a user's call on `api`: `post('/add/cart', { summary, body, … }, run)`. */
export function userCalls(api: FastifyInstance, ctx: AppContext) {
  return <C extends UserCall>(
    path: string,
    call: C,
    run: (user: AuthUser, body: BodyOf<C>, request: FastifyRequest) => Promise<object>,
  ): void => {
    api.post(path, describeCall({ ...call, auth: 'token' }), async (request) => {
      const user = await requireUser(request, ctx);
      const body = call.body ? parseBody(call.body, request.body) : undefined;
      return run(user, body as BodyOf<C>, request);
    });
  };
}
