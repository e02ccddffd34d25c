// The Fastify app of the store's HTTP conventions, before any route: its server with the fast lane in
// front and the connection limits, the headers every answer carries, the work after answers, request
// bodies (inflated, JSON objects only), the answer envelope and statuses (contract/src/call-shapes.ts)
// and the OpenAPI document (/prime/openapi.json). The app at the top (server/src/app.ts) adds the routes.
import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { messages } from '@prime/contract';
import type { TrustProxy } from '../config.ts';
import { registerAfterAnswer } from './after-answer.ts';
import { bodyRead, dropRestOfBody } from './drain-body.ts';
import {
  answer503WhileClosing,
  answerClientError,
  createHttpServer,
  keepServerTimeouts,
  trustedProxies,
  type ServerTimeouts,
} from './connections.ts';
import { AppError } from './errors.ts';
import { FastLane } from './fast-lane.ts';
import { fieldWithNulCharacter } from './validate.ts';
import { registerOpenApi } from './openapi.ts';
import { inflateRequestBodies } from './request-body-encoding.ts';
import { AnsweredRequestLog, loggerOptions } from './request-log.ts';
import { EVERY_ANSWER_HEADERS, registerSecurityHeaders } from './security-headers.ts';

const JSON_BODY_LIMIT = 1024 * 1024;

export interface FastifyAppOptions {
  timeouts: ServerTimeouts;
  /** Log requests (with order tokens left out: request-log.ts); tests may give the stream. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  trustProxy: TrustProxy;
}

/** The app with its server, headers, limits and work after answers; `registerApiConventions` follows. */
export function createFastifyApp(options: FastifyAppOptions): FastifyInstance {
  const { timeouts } = options;
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
    logController: new AnsweredRequestLog(),
    bodyLimit: JSON_BODY_LIMIT,
    // Off unless TRUST_PROXY names the proxies in front: a client could otherwise pick its own address
    // (X-Forwarded-For) and with it a fresh bucket of every per-address limit.
    trustProxy: trustedProxies(options.trustProxy),
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
  return app;
}

/**
 * Request bodies and answers as the API takes and gives them; last before the routes, as the OpenAPI
 * document is gathered from each route as it is registered.
 */
export async function registerApiConventions(app: FastifyInstance): Promise<void> {
  // Request bodies are inflated by inflateRequestBodies, which answers a broken one.
  await app.register(fastifyCompress, { threshold: 1024, global: true, globalDecompression: false });
  inflateRequestBodies(app);
  acceptJsonObjects(app);
  app.setErrorHandler(answerError);
  await registerOpenApi(app);
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
