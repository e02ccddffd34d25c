// The admin console's API, under /prime/admin/ and for admins only (auth/admin-only.ts): the catalogue,
// the content lists, orders, reviews, customers, the inbox, the shop's settings, stock in lots, the
// dashboard and the audit log. Every write is recorded in the audit log in its own transaction (docs/decisions/0017-admin-audit-and-coupons.md).
import {
  auditListAnswer,
  auditListBody,
  dashboardAnswer,
  dashboardBody,
  healthAnswer,
  healthBody,
  menuCountsAnswer,
  menuCountsBody,
} from '@prime/contract';
import { adminOnly, STAFF_CALLS } from '../../auth/admin-only.ts';
import { lastUpkeepRun, UPKEEP_EVERY_HOURS } from '../../db/upkeep-job.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import { ensureMultipart } from '../../uploads/multipart.ts';
import type { ApiModule } from '../index.ts';
import { listAudit } from './audit-list.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { dashboard } from './dashboard.ts';
import { menuCounts } from './menu-counts.ts';
import { orderRoutes } from './order-routes.ts';
import { peopleRoutes } from './people-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import { stockRoutes } from './stock-routes.ts';

export const adminModule: ApiModule = async (api, ctx) => {
  await ensureMultipart(api);
  await adminOnly(api, ctx, '/admin', async (admin) => {
    await catalogueRoutes(admin, ctx);
    await contentRoutes(admin, ctx);
    await orderRoutes(admin, ctx);
    await peopleRoutes(admin, ctx);
    await settingsRoutes(admin, ctx);
    await stockRoutes(admin, ctx);

    const post = postedCalls(admin, { tag: 'Admin', ...STAFF_CALLS });
    post(
      '/dashboard',
      {
        summary: "Today's and the last 7 days' orders and revenue, orders to ship, low stock",
        description:
          'Days are India time. Cancelled orders do not count; revenue is what cash-on-delivery and paid ' +
          'orders bring in, less refunds.',
        body: dashboardBody,
        answer: dashboardAnswer,
      },
      async () => ok({ data: await dashboard(ctx.db) }),
    );
    post(
      '/health',
      {
        summary: 'The database the store runs on and the last run of its upkeep (VACUUM (ANALYZE))',
        description:
          'One process runs the upkeep every `upkeep_every_hours` hours and on the first start after the ' +
          'demo seed; `upkeep` is null before the first run, its `finished_at` null while it runs.',
        body: healthBody,
        answer: healthAnswer,
      },
      async () => {
        const database = ctx.config.databaseUrl ? 'postgresql' : 'embedded';
        return ok({
          data: { database, upkeep: await lastUpkeepRun(ctx.db), upkeep_every_hours: UPKEEP_EVERY_HOURS },
        });
      },
    );
    post(
      '/menu-counts',
      {
        summary: 'The console menu’s counts: orders to ship, returns to decide, unread messages',
        description:
          '`to_ship`: orders with a live line in `Order confirmed` or `Packing`; `returns_to_decide`: returns ' +
          '`requested`; `unread_messages`: contact-form messages not marked read.',
        body: menuCountsBody,
        answer: menuCountsAnswer,
      },
      async () => ok({ data: await menuCounts(ctx.db) }),
    );
    post(
      '/audit/list',
      {
        summary: 'The log of admin writes, newest first, 50 a page',
        description:
          'Each entry holds who, what, when, and the object as the API answers it before and after. ' +
          '`kind` keeps one kind of object (`product`), `target` one object (`product:12`), `actor` the admins ' +
          'whose email holds the text.',
        body: auditListBody,
        answer: auditListAnswer,
      },
      async ({ body }) => ok(await listAudit(ctx.db, body)),
    );
  });
};
