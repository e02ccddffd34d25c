// The Fastify app: the API's conventions (answer envelope and statuses: contract/src/call-shapes.ts,
// /prime/openapi.json), the route modules, and the web app's files.
import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { API_PREFIX, messages } from '@prime/contract';
import { registerAfterAnswer } from './http/after-answer.ts';
import { bodyRead, dropRestOfBody } from './http/drain-body.ts';
import {
  answer503WhileClosing,
  answerClientError,
  createHttpServer,
  keepServerTimeouts,
  SERVER_TIMEOUTS,
  trustedProxies,
  type ServerTimeouts,
} from './http/connections.ts';
import { AppError } from './http/errors.ts';
import { FastLane } from './http/fast-lane.ts';
import { fieldWithNulCharacter } from './http/validate.ts';
import { registerOpenApi } from './http/openapi.ts';
import { inflateRequestBodies } from './http/request-body-encoding.ts';
import { loggerOptions } from './http/request-log.ts';
import type { AppContext } from './app-context.ts';
import { EVERY_ANSWER_HEADERS, registerSecurityHeaders } from './http/security-headers.ts';
import { registerStaticFiles } from './static-files.ts';
import { registerPages } from './pages/routes.ts';
import { startMailOutbox } from './mail/outbox.ts';
import { queueProductAlerts } from './mail/product-alerts.ts';
import { startSmsOutbox } from './sms/outbox.ts';
import { createSmsSender } from './sms/sender.ts';
import { apiModules, pageModules } from './modules/index.ts';
import { webDistDir } from './paths.ts';

const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(
  ctx: AppContext,
  options: {
    /** Log requests (with order tokens left out: request-log.ts); tests may give the stream. */
    logger?: boolean | { stream: NodeJS.WritableStream };
    /** The built web app; tests give a folder of their own. */
    webDir?: string;
    /** Tests shorten them to see them act. */
    timeouts?: ServerTimeouts;
    /** The mail and SMS outboxes' first retry pause (tests shorten it). */
    mailRetryMs?: number;
  } = {},
): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  // Kept catalogue answers go out before Fastify's routing (fast-lane.ts): the app makes its server
  // for that, with its connection limits.
  const fastLane = new FastLane();
  const app = Fastify({
    serverFactory: (handler) => createHttpServer(fastLane.inFrontOf(handler), timeouts),
    // Fastify applies its own connection limits to a server it makes (`connectionTimeout` 0: none), and
    // some versions also to one a serverFactory made: they are the store's own here too, so no version
    // can set a silent connection free of the idle limit (issue 29, item 23).
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    logger: options.logger
      ? loggerOptions(options.logger === true ? undefined : options.logger.stream)
      : false,
    bodyLimit: JSON_BODY_LIMIT,
    // Off unless TRUST_PROXY names the proxies in front: a client could otherwise pick its own address
    // (X-Forwarded-For) and with it a fresh bucket of every per-address limit.
    trustProxy: trustedProxies(ctx.config.trustProxy),
    clientErrorHandler: answerClientError,
    // Answered by answer503WhileClosing, with the usual JSON and headers.
    return503OnClosing: false,
    // A URL that cannot be decoded (`/prime/%zz`) names nothing here. Fastify answers it before any
    // hook runs, so the headers every answer carries are set here too.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply.headers(EVERY_ANSWER_HEADERS).status(404).send({ result: false, message: messages.notFound }),
  });

  registerSecurityHeaders(app);
  keepServerTimeouts(app, timeouts);
  answer503WhileClosing(app);
  fastLane.closeWith(app);
  app.decorate('fastLane', fastLane);
  registerAfterAnswer(app);
  // Every mail goes out through the outbox in the database (mail/outbox.ts); closing waits for the
  // work after answers (which may queue mails), then for the mails being sent.
  const outbox = startMailOutbox(ctx.db, ctx.mailer, app.log, {
    publicUrl: ctx.config.publicUrl,
    firstRetryMs: options.mailRetryMs,
    // NOTIFY ME: waiting alerts of products that can now be bought become mails first.
    beforeSending: queueProductAlerts,
  });
  // Order SMS go out the same way (sms/outbox.ts).
  ctx.sms ??= createSmsSender(ctx.config.sms, ctx.config.dataDir, app.log);
  const smsOutbox = startSmsOutbox(ctx.db, ctx.sms, app.log, { firstRetryMs: options.mailRetryMs });
  app.addHook('onClose', async () => {
    await app.afterAnswer.settled();
    await outbox.stop();
    await smsOutbox.stop();
  });
  // Request bodies are inflated by inflateRequestBodies, which answers a broken one.
  await app.register(fastifyCompress, { threshold: 1024, global: true, globalDecompression: false });
  inflateRequestBodies(app);

  acceptJsonObjects(app);
  app.setErrorHandler(answerError);

  // Before the routes: the OpenAPI document is gathered from each route as it is registered.
  await registerOpenApi(app);

  registerHealthCheck(app, ctx);

  await app.register(
    async (api) => {
      for (const registerModule of apiModules) await registerModule(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  for (const registerPages of pageModules) await registerPages(app, ctx);

  const webDir = options.webDir ?? webDistDir;
  await registerStaticFiles(app, ctx.config, webDir);
  await registerPages(app, ctx, { webDir });

  answerUnknownPaths(app);

  return app;
}

/**
 * Bodies are JSON (uploads read their forms themselves): a text/plain body, which a page of another
 * site may send without asking, is refused (400 `Send the request body as JSON.`), not read.
 */
function acceptJsonObjects(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  // `{}` is the documented body when there is nothing to send; an empty body means the same.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const body = String(text);
    if (body.trim() === '') return done(null, {});
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return done(new AppError(400, messages.badJson, [{ field: 'body', message: messages.badJson }]));
    }
    // Every call takes an object, even those that read nothing from it: `[]` or `"x"` is a client error.
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return done(
        new AppError(400, messages.bodyNotObject, [{ field: 'body', message: messages.bodyNotObject }]),
      );
    }
    // PostgreSQL text cannot hold U+0000; JSON text spells it only as the escape `\u0000`.
    const nulField = body.includes('\\u0000') ? fieldWithNulCharacter(parsed) : undefined;
    if (nulField) {
      return done(
        new AppError(400, messages.nulCharacter, [{ field: nulField, message: messages.nulCharacter }]),
      );
    }
    done(null, parsed);
  });
}

/** Every failure answered in the API's envelope: `{result: false, message, errors?}`. */
async function answerError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  // Refused before its body arrived (too large, no login for an upload): answered at once, the rest
  // read and dropped behind the answer (drain-body.ts). Fastify asks to close the connection after a
  // body it could not parse; it has to outlive the answer for the rest to be read.
  if (!bodyRead(request.raw)) {
    reply.removeHeader('connection');
    dropRestOfBody(request.raw, reply.raw);
  }
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return reply.status(error.statusCode).send({
      result: false,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    });
  }
  const status = error.statusCode ?? 500;
  // The static files refuse a path that climbs out of their folder (`..`): to a client it is unknown.
  if (status === 403) return reply.status(404).send({ result: false, message: messages.notFound });
  if (status === 413) return reply.status(413).send({ result: false, message: messages.tooLarge });
  if (status >= 400 && status < 500) {
    return reply.status(status === 415 ? 400 : status).send({
      result: false,
      message: status === 415 ? messages.sendJson : messages.invalidRequest,
      errors: [{ field: 'body', message: error.message }],
    });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ result: false, message: messages.serverError });
}

/** `GET /healthz`: ok while the database answers, 503 while it does not. */
function registerHealthCheck(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await ctx.db.execute('select 1');
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}

/** A path no route serves: a page of the web app when a browser asks for one, else 404 in the envelope. */
function answerUnknownPaths(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    // Judged by the path alone: a shared link may carry `?utm_source=t.co`.
    const pathname = request.url.split('?', 1)[0]!;
    const isApi = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    const wantsPage = ['GET', 'HEAD'].includes(request.method) && !isApi && !isFile;
    if (wantsPage) return app.sendPage(request, reply);
    return reply.status(404).send({ result: false, message: messages.notFound });
  });
}
