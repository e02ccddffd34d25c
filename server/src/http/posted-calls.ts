// The one way to declare a call of the API (docs/decisions/0038-one-way-to-declare-a-route.md). A
// declaration says what the reference shows (describe-call.ts) and the route does just that: it lets
// the caller in (a login, a staff role, a limit on tries: 401, 403 and 429 come before any 400), checks
// the body or multipart form with the very schema the reference shows, runs the handler, and, for a
// write a shopper would see, forgets this process's cached answers once it has answered.
//
//   const post = postedCalls(admin, { tag: 'Admin: orders', ...STAFF_CALLS });
//   post('/order/note', { summary: 'Add a staff note', body: adminOrderNoteBody, answer, errors: [404] },
//     async ({ body, caller }) => ok({ data: await addOrderNote(ctx, caller, body) }));
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { forgetCachedAnswers } from './answer-caches.ts';
import { describeCall, type CallDescription } from './describe-call.ts';
import { checkBody, parseBody, type CheckedBody } from './validate.ts';

/** Who may make a call and how the route lets them in (auth/ makes those of a login and the staff). */
export interface CallAccess<Caller> {
  /** For the reference: `token` adds the bearer lock and 401/403, `optional` (guests too) 401. */
  auth?: 'token' | 'optional';
  /** Runs before the body is read, so its 401, 403 or 429 comes first; answers the handler's `caller`. */
  admit?: (request: FastifyRequest) => Caller | Promise<Caller>;
  /** 403 when a form's fields claim another user (a JSON body's claims are `admit`'s to judge). */
  ownFields?: (caller: Caller, fields: Record<string, string>) => void;
}

/** What a group's calls share; each call may set its own. */
export interface CallGroup<Caller> extends CallAccess<Caller> {
  tag: string;
}

/** A multipart form instead of JSON (uploads/multipart.ts's `uploadForm`): its files, and how it is read. */
export interface FormReading<File> {
  /** Each file field with what it holds, for the reference. */
  files: Record<string, string>;
  read: (request: FastifyRequest) => Promise<{ fields: Record<string, string>; files: File[] }>;
  /** Route options the form needs (its content type accepted). */
  route: RouteShorthandOptions;
}

type Schema = z.ZodType | undefined;
type Checked<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface PostedCall<Body extends Schema, Parsed extends Schema, Caller, File>
  extends Omit<CallDescription, 'tag' | 'auth' | 'body' | 'form'>, CallAccess<Caller> {
  tag?: string;
  /** The JSON body (or the form's text fields) as the reference shows it; what it is checked with, unless `parse`. */
  body?: Body;
  /** What the body is checked with when the reference shows a plainer schema of the same fields. */
  parse?: Parsed;
  form?: FormReading<File>;
  /** Rules of the body answered before the caller is let in (add/order's empty cart comes before its login). */
  firstRefusals?: readonly string[];
  /** The call changes what a shopper sees: cached answers are forgotten once it has answered. */
  shownOnStorefront?: boolean;
  /** Other route options: a quiet log for cached reads, the fast lane's hook. */
  route?: RouteShorthandOptions;
}

/** What a handler is given. */
export interface CallInput<Body, Caller, File> {
  body: Body;
  caller: Caller;
  files: File[];
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<Body, Caller, File> = (input: CallInput<Body, Caller, File>) => unknown;

export function postedCalls<GroupCaller = undefined>(app: FastifyInstance, group: CallGroup<GroupCaller>) {
  return <Body extends Schema = undefined, Parsed extends Schema = Body, Caller = GroupCaller, File = never>(
    path: string,
    call: PostedCall<Body, Parsed, Caller, File>,
    handle: Handler<Checked<Parsed>, Caller, File>,
  ): void => {
    const {
      body: shown,
      parse,
      form,
      firstRefusals,
      shownOnStorefront,
      route,
      admit,
      ownFields,
      ...described
    } = {
      ...(group as CallAccess<Caller> & { tag: string }),
      ...call,
    };
    const schema = (parse ?? shown) as Parsed;
    const settle = (answer: unknown) =>
      shownOnStorefront ? Promise.resolve(answer).then(forgetAfter) : answer;
    const answerAfterAdmission = async (
      request: FastifyRequest,
      reply: FastifyReply,
      checked: CheckedBody<z.ZodType> | undefined,
    ) => {
      const caller = (await admit?.(request)) as Caller;
      if (!form) return settle(await handle({ body: valueOf(checked), caller, files: [], request, reply }));
      const read = await form.read(request);
      ownFields?.(caller, read.fields);
      const body = (schema ? parseBody(schema, read.fields) : undefined) as Checked<Parsed>;
      return settle(await handle({ body, caller, files: read.files, request, reply }));
    };
    // Not async when nothing is awaited before the handler: a kept read answers without a promise (json-cache.ts).
    const answer = (request: FastifyRequest, reply: FastifyReply) => {
      const checked = schema && !form ? checkBody(schema, request.body) : undefined;
      if (checked && 'refusal' in checked && firstRefusals?.includes(checked.refusal.message)) {
        throw checked.refusal;
      }
      if (admit || form) return answerAfterAdmission(request, reply, checked);
      return settle(
        handle({ body: valueOf(checked), caller: undefined as Caller, files: [], request, reply }),
      );
    };
    const description = describeCall({
      ...described,
      ...(form
        ? { form: { fields: (shown ?? z.object({})) as z.ZodObject, files: form.files } }
        : { body: shown }),
    });
    const config = { ...route?.config, ...form?.route.config, postedCall: true };
    app.post(path, { ...route, ...form?.route, ...description, config }, answer as RouteHandlerMethod);
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declared through postedCalls (the reference's test checks every call is). */
    postedCall?: boolean;
  }
}

function valueOf<Body>(checked: CheckedBody<z.ZodType> | undefined): Body {
  if (checked && 'refusal' in checked) throw checked.refusal;
  return checked?.value as Body;
}

function forgetAfter<T>(answer: T): T {
  forgetCachedAnswers();
  return answer;
}
