// How long a connection may take, and what a client hears when the HTTP parser refuses its request or
// the server is stopping: the same `{ result: false, message }` JSON and headers as every other answer.
import type { Socket } from 'node:net';
import { messages } from '@prime/contract';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config.ts';
import { EVERY_ANSWER_HEADERS } from './security-headers.ts';

export interface ServerTimeouts {
  /** Headers must have arrived within this long of the request's start (slowloris). */
  headersMs: number;
  /** The whole request, body included, must have arrived within this long. */
  requestMs: number;
  /**
   * An idle kept-alive connection is closed after this long: longer than a load balancer's usual 60 s,
   * so the balancer (or a pooling client) gives a connection up before the store closes it under a
   * request it is sending.
   */
  keepAliveMs: number;
  /** A connection with no traffic either way for this long is closed. */
  idleMs: number;
  /** How often Node looks for connections past the headers and request limits. */
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 65_000,
  idleMs: 75_000,
  checkEveryMs: 1_000,
};

/**
 * The node:http server with these limits, made as Fastify makes its own (the app gives it through
 * `serverFactory`, to put the fast lane in front of Fastify's handler; Fastify's own defaults leave
 * the request and idle limits off).
 */
export function createHttpServer(handler: RequestListener, t: ServerTimeouts): Server {
  const server = createServer(
    { headersTimeout: t.headersMs, requestTimeout: t.requestMs, connectionsCheckingInterval: t.checkEveryMs },
    handler,
  );
  server.keepAliveTimeout = t.keepAliveMs;
  server.setTimeout(t.idleMs);
  // Node closes a connection at the idle limit only while nothing listens to the server's 'timeout'
  // event; any listener (a plugin, a monitor) would keep a silent connection open for ever. So the
  // limit is the store's own: whoever else listens, the connection is closed.
  server.on('timeout', (socket: Socket) => socket.destroy());
  return server;
}

/**
 * Puts the limits back on the app's server once it listens: whatever set them since it was made (Fastify
 * applies its `connectionTimeout`, 0 by default, to a server in some versions), a connection that never
 * sends a byte is still closed at the idle limit, and a slow one at the headers and request limits.
 */
export function keepServerTimeouts(app: FastifyInstance, t: ServerTimeouts): void {
  app.addHook('onListen', (done) => {
    const server = app.server;
    server.headersTimeout = t.headersMs;
    server.requestTimeout = t.requestMs;
    server.keepAliveTimeout = t.keepAliveMs;
    server.setTimeout(t.idleMs);
    done();
  });
}

/**
 * TRUST_PROXY in the form Fastify takes. Fastify trusts no proxy for a bare hop count (it cannot tell a
 * proxy from a client that wrote the header itself), so a count becomes "the nearest n hops": right
 * only when no client can reach the server except through those proxies.
 */
export function trustedProxies(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}

/** Time given to a refused client to read the answer before its connection is cut. */
const LINGER_MS = 1_000;

function answerOnSocket(socket: Socket, status: number, message: string): void {
  const body = JSON.stringify({ result: false, message });
  const head = [
    `HTTP/1.1 ${status} ${statusText[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(EVERY_ANSWER_HEADERS).map(([name, value]) => `${name}: ${value}`),
  ];
  // Ending rather than destroying lets the answer reach a client still sending; the timer bounds it.
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

const statusText: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
  503: 'Service Unavailable',
};

/**
 * Node's HTTP parser refused the request before Fastify saw it: a bad request line, a conflicting
 * Content-Length, headers too large, headers or body too slow. Fastify's own answer has another shape
 * and none of the usual headers.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already under way on this connection cannot be followed by another one.
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || current?.headersSent) {
    socket.destroy();
    return;
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') answerOnSocket(socket, 408, messages.requestTimeout);
  else if (error.code === 'HPE_HEADER_OVERFLOW') answerOnSocket(socket, 431, messages.headersTooLarge);
  else answerOnSocket(socket, 400, messages.badHttpRequest);
}

/**
 * While the server stops, requests still arriving on kept-alive connections are answered 503 with the
 * usual JSON and headers (Fastify's built-in answer has neither) and their connection closed, so a
 * load balancer sends them elsewhere; requests under way finish.
 */
export function answer503WhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply
      .header('Connection', 'close')
      .header('Retry-After', '5')
      .status(503)
      .send({ result: false, message: messages.serviceUnavailable });
  });
}
