// The console's order calls: the filtered list, one order in full, and the CSV export of the list.
// Lines move with `update/order-tracking` and orders are cancelled with `cancel-order` (the orders
// module), which record an admin's change in the audit log.
import type { FastifyInstance } from 'fastify';
import { adminOrderAnswer, adminOrderBody, adminOrderListAnswer, adminOrderListBody } from '@prime/contract';
import type { AppContext } from '../../app-context.ts';
import { STAFF_CALLS } from '../../auth/admin-only.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok, parseBody } from '../../http/validate.ts';
import { orderDetail } from './order-detail.ts';
import { exportFileName, exportOrdersCsv } from './order-export.ts';
import { listAdminOrders } from './order-list.ts';

const tag = 'Admin: orders';

export async function orderRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  const post = postedCalls(admin, { tag, ...STAFF_CALLS });
  post(
    '/order/list',
    {
      summary: 'Orders, newest first, 20 a page, with every line',
      description:
        '`status` matches any line’s status; `payment_status` the order’s; `from`/`to` are YYYY-MM-DD days ' +
        'in India time, both included; `search` matches an order id exactly, or part of a phone, an email, ' +
        'the name, pincode or city, or a staff note (any case), or an AWB, or an invoice or credit note by its ' +
        'number (`PRM/2026-27/000007`) or six-digit serial (`000007`; an order id has no leading zeros). ' +
        'The same filters as query parameters of `GET /prime/admin/order/export` give the list as CSV.',
      body: adminOrderListBody,
      answer: adminOrderListAnswer,
    },
    async ({ body }) => ok(await listAdminOrders(ctx.db, body)),
  );
  post(
    '/order/detail',
    {
      summary: 'One order with its address, payments and history',
      body: adminOrderBody,
      answer: adminOrderAnswer,
      errors: [404],
    },
    async ({ body: { od_id } }) => ok({ data: await orderDetail(ctx.db, od_id) }),
  );

  // A download, so a GET with the list's filters as query parameters, answering text/csv.
  admin.get('/order/export', async (request, reply) => {
    const { page: _page, ...filters } = parseBody(adminOrderListBody, request.query ?? {});
    const csv = await exportOrdersCsv(ctx.db, filters);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(filters)}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
