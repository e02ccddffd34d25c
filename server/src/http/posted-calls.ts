// JSON calls of one group (the console's, the staff's), each in a few lines: the route is described
// for the reference (describe-call.ts), its body checked with the contract's schema before the handler
// runs, and, for a write a shopper would see, this process's cached answers forgotten after it.
//
//   const post = postedCalls(admin, { tag: 'Admin: orders', auth: 'token' });
//   post('/order/note', { summary: 'Add a staff note', body: adminOrderNoteBody, answer, errors: [404] },
//     async (body, request) => ok({ data: await addOrderNote(ctx, adminOf(request), body) }));
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { forgetCachedAnswers } from './answer-caches.ts';
import { describeCall, type CallDescription } from './describe-call.ts';
import { parseBody } from './validate.ts';

type GroupShared = Pick<CallDescription, 'tag' | 'auth'>;

export interface PostedCall<Body extends z.ZodType, Parsed extends z.ZodType>
  extends Omit<CallDescription, 'tag' | 'auth' | 'body' | 'form'>, Partial<GroupShared> {
  /** The body as the reference shows it; also what the handler's body is checked with, unless `parse`. */
  body: Body;
  /** What the body is checked with when the reference shows it otherwise (a request schema for docs). */
  parse?: Parsed;
  /** The call changes what a shopper sees: cached answers are forgotten once it has answered. */
  shownOnStorefront?: boolean;
}

export function postedCalls(app: FastifyInstance, shared: GroupShared) {
  return <Body extends z.ZodType, Parsed extends z.ZodType = Body>(
    path: string,
    call: PostedCall<Body, Parsed>,
    handle: (body: z.output<Parsed>, request: FastifyRequest) => Promise<object>,
  ): void => {
    const { parse, shownOnStorefront, ...description } = call;
    const schema = (parse ?? call.body) as Parsed;
    app.post(path, describeCall({ ...shared, ...description }), async (request) => {
      const answer = await handle(parseBody(schema, request.body), request);
      if (shownOnStorefront) forgetCachedAnswers();
      return answer;
    });
  };
}
