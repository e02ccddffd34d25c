// Headers on every answer; pages also get a strict Content-Security-Policy (no inline scripts).
import type { FastifyInstance } from 'fastify';

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

export function registerSecurityHeaders(app: FastifyInstance): void {
  // Callback-style hooks: on the hot catalogue reads an async hook's promise per request shows up.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(EVERY_ANSWER_HEADERS);
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
