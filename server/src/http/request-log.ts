// What the request log keeps of a request. Some addresses hold a secret token that opens something to
// whoever has it: an order's page (`/orders/<od_access>`), its invoice (`/invoices/<token>.pdf`), the
// sandbox's payment page (`/pay/sandbox/<token>`), an alert's cancel link and a grievance's page. The
// log keeps such a path without its token. The path is judged as the router reads it, decoded, so
// `/%6Frders/<token>` (which the web app opens as `/orders/<token>`) is masked too; so are other cases
// of the letters (React Router matches paths without regard to case).
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Each token-bearing path: its pattern on the decoded path, and what the log writes instead. */
const TOKEN_PATHS: { pattern: RegExp; masked: string }[] = [
  { pattern: /^\/orders\/[^/]+/i, masked: '/orders/[token]' },
  { pattern: /^\/invoices\/[^/]+/i, masked: '/invoices/[token].pdf' },
  { pattern: /^\/pay\/sandbox\/[^/]+/i, masked: '/pay/sandbox/[token]' },
  { pattern: /^\/alerts\/cancel\/[^/]+/i, masked: '/alerts/cancel/[token]' },
  { pattern: /^\/grievances\/[^/]+/i, masked: '/grievances/[token]' },
];

/** The path of `url` decoded once, as the router decodes it (left as sent when it cannot be), and its query. */
function splitUrl(url: string): { path: string; query: string } {
  const queryAt = url.indexOf('?');
  const raw = queryAt < 0 ? url : url.slice(0, queryAt);
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // Not decodable: the router answers 404, and the path is judged as sent.
  }
  return { path, query: queryAt < 0 ? '' : url.slice(queryAt) };
}

/** The URL as logged: a token-bearing path with its token replaced, the query kept. */
export function loggedUrl(url: string): string {
  const { path, query } = splitUrl(url);
  const found = TOKEN_PATHS.find(({ pattern }) => pattern.test(path));
  return found ? path.replace(found.pattern, found.masked) + query : url;
}

/** Whether the URL holds a secret token, so its address must not travel in a Referer either. */
export const holdsToken = (url: string) => {
  const { path } = splitUrl(url);
  return TOKEN_PATHS.some(({ pattern }) => pattern.test(path));
};

/** Fastify's logger settings: pino at `info`, its request serializer without secret tokens. */
export function loggerOptions(stream?: NodeJS.WritableStream) {
  return {
    level: 'info',
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/**
 * One line per request, once it is answered: its method, URL (tokens left out), client, status and
 * time. Fastify's own logging writes two (one as it arrives, one as it is answered), and a line is a
 * write to the log file: an order paid two of them for what one says. Errors are logged as Fastify
 * logs them, with the request too.
 */
export class AnsweredRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
