// What the request log keeps of a request. The address of an order's page holds its access token
// (`/orders/<od_access>`), which opens the order to whoever has it, and so does a grievance's
// (`/grievances/<access>`): the log keeps the path without it.
import type { FastifyRequest } from 'fastify';

const ORDER_LINK = /^\/(orders|grievances)\/[^/?#]+/;

/** The URL as logged: an order page's token replaced. */
export const loggedUrl = (url: string) => url.replace(ORDER_LINK, '/$1/[token]');

/** Whether the URL is an order's (or a grievance's) page, whose address must not travel in a Referer either. */
export const isOrderLink = (url: string) => ORDER_LINK.test(url);

/** Fastify's logger settings: pino at `info`, its request serializer without order tokens. */
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
