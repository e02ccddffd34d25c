// The store's app, wired at the top (docs/decisions/0037-server-floors.md): the HTTP toolkit's Fastify
// app (http/fastify-app.ts), the mail and SMS outboxes, every route module, the server-rendered pages
// and the web app's files.
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, messages } from '@prime/contract';
import type { AppContext } from './app-context.ts';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './http/connections.ts';
import { createFastifyApp, registerApiConventions } from './http/fastify-app.ts';
import { startMailOutbox } from './mail/outbox.ts';
import { queueProductAlerts } from './mail/product-alerts.ts';
import { apiModules, pageModules } from './modules/index.ts';
import { registerPages } from './pages/routes.ts';
import { webDistDir } from './paths.ts';
import { startSmsOutbox } from './sms/outbox.ts';
import { createSmsSender } from './sms/sender.ts';
import { registerStaticFiles } from './static-files.ts';

export async function buildApp(
  ctx: AppContext,
  options: {
    /** Log requests (with order tokens left out: http/request-log.ts); tests may give the stream. */
    logger?: boolean | { stream: NodeJS.WritableStream };
    /** The built web app; tests give a folder of their own. */
    webDir?: string;
    /** Tests shorten them to see them act. */
    timeouts?: ServerTimeouts;
    /** The mail and SMS outboxes' first retry pause (tests shorten it). */
    mailRetryMs?: number;
  } = {},
): Promise<FastifyInstance> {
  const app = createFastifyApp({
    timeouts: options.timeouts ?? SERVER_TIMEOUTS,
    logger: options.logger,
    trustProxy: ctx.config.trustProxy,
  });
  startOutboxes(app, ctx, options.mailRetryMs);
  await registerApiConventions(app);

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
  registerPages(app, ctx, { webDir });

  answerUnknownPaths(app);

  return app;
}

/**
 * Every mail goes out through the outbox in the database (mail/outbox.ts), order SMS the same way
 * (sms/outbox.ts); closing waits for the work after answers (which may queue mails), then for the
 * messages being sent.
 */
function startOutboxes(app: FastifyInstance, ctx: AppContext, firstRetryMs: number | undefined): void {
  const outbox = startMailOutbox(ctx.db, ctx.mailer, app.log, {
    publicUrl: ctx.config.publicUrl,
    firstRetryMs,
    // NOTIFY ME: waiting alerts of products that can now be bought become mails first.
    beforeSending: queueProductAlerts,
  });
  ctx.sms ??= createSmsSender(ctx.config.sms, ctx.config.dataDir, app.log);
  const smsOutbox = startSmsOutbox(ctx.db, ctx.sms, app.log, { firstRetryMs });
  app.addHook('onClose', async () => {
    await app.afterAnswer.settled();
    await outbox.stop();
    await smsOutbox.stop();
  });
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
