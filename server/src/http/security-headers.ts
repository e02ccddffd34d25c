// Headers on every answer; pages also get a strict Content-Security-Policy (no inline scripts).
import type { FastifyInstance } from 'fastify';
import { holdsToken } from './request-log.ts';

const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self' https://api.razorpay.com https://rzp.io",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export const EVERY_ANSWER_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * An order's page (`/orders/<od_access>`), its invoice and the other addresses holding a secret token
 * (request-log.ts) open something to whoever has the address: no Referer carries it anywhere, and search
 * engines keep it out of their index.
 */
const TOKEN_LINK_HEADERS = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' };

export function registerSecurityHeaders(app: FastifyInstance): void {
  // Callback-style hooks: on the hot catalogue reads an async hook's promise per request shows up.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(EVERY_ANSWER_HEADERS);
    if (holdsToken(request.url)) reply.headers(TOKEN_LINK_HEADERS);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', PAGE_CSP);
    }
    done(null, payload);
  });
}
