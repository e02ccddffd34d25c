// The seller and its grievance desk (decision 0029, §17; the calls: /prime/openapi.json, tags Content
// and Grievances): `shop/info`, the shopper's `add/grievance`, `grievance/view` and `grievance/reply`
// by the grievance's link, and the console's list, detail, reply and resolve.
import {
  adminGrievanceDetailAnswer,
  adminGrievanceListAnswer,
  adminGrievanceListBody,
  adminGrievanceReplyAnswer,
  adminGrievanceReplyBody,
  adminGrievanceTicketBody,
  grievanceAddAnswer,
  grievanceAddBody,
  grievanceMessages,
  orderAccessMessages,
  grievanceReplyAnswer,
  grievanceReplyBody,
  grievanceViewAnswer,
  grievanceViewBody,
  messages,
  shopInfoAnswer,
} from '@prime/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf, adminOnly } from '../../auth/admin-only.ts';
import { optionalUser } from '../../auth/request-user.ts';
import type { AppContext } from '../../app-context.ts';
import { describeCall } from '../../http/describe-call.ts';
import { ok, parseBody } from '../../http/validate.ts';
import type { ApiModule } from '../index.ts';
import { fileGrievance } from './file-grievance.ts';
import {
  adminGrievanceDetail,
  grievanceByAccess,
  grievanceBySerial,
  listGrievances,
  viewGrievance,
} from './grievance-read.ts';
import { shopperReply, staffReply } from './grievance-replies.ts';
import { shopInfo } from './shop-info.ts';

const tag = 'Grievances';

export const grievancesModule: ApiModule = async (api, ctx) => {
  const info = describeCall({
    tag: 'Content',
    summary: 'The seller, consumer care and the grievance officer',
    description:
      'The legal name, address and GSTIN as the tax invoices print them (SELLER_* settings), and the ' +
      'consumer care and grievance officer contacts of the shop settings (null when not given).',
    answer: shopInfoAnswer,
  });
  api.post('/shop/info', info, async () => ok({ data: await shopInfo(ctx.db, ctx.config.seller) }));

  const add = describeCall({
    tag,
    auth: 'optional',
    summary: 'File a grievance',
    description:
      'Answers the ticket (`GRV-000001`, consecutive) and the secret of its page /grievances/<access>. ' +
      'Subject 3–120 characters, message 10–5,000. An `od_id` that is neither the token’s order nor ' +
      `placed with that email: 404 "${orderAccessMessages.orderNotFound}". 5 an hour per client address. ` +
      'A mail to the shopper with the ticket, the due dates and the officer; one to `staff_email` when set.',
    body: grievanceAddBody,
    answer: grievanceAddAnswer,
    errors: [404, 429],
  });
  api.post('/add/grievance', add, async (request) => {
    const body = parseBody(grievanceAddBody, request.body);
    const user = await optionalUser(request, ctx);
    const filed = await fileGrievance(ctx.db, body, user, {
      clientAddress: request.ip,
      publicUrl: ctx.config.publicUrl,
    });
    return ok(filed, grievanceMessages.added);
  });

  const view = describeCall({
    tag,
    summary: 'A grievance by the secret of its link',
    description: 'Its ticket, status, due dates and messages; unknown: 404.',
    body: grievanceViewBody,
    answer: grievanceViewAnswer,
    errors: [404],
  });
  api.post('/grievance/view', view, async (request) => {
    const { access } = parseBody(grievanceViewBody, request.body);
    return ok({ data: await viewGrievance(ctx.db, await grievanceByAccess(ctx.db, access)) }, messages.ok);
  });

  const reply = describeCall({
    tag,
    summary: 'The shopper writes again on a grievance',
    description: '10–5,000 characters; a resolved grievance becomes `acknowledged` again.',
    body: grievanceReplyBody,
    answer: grievanceReplyAnswer,
    errors: [404],
  });
  api.post('/grievance/reply', reply, async (request) => {
    const body = parseBody(grievanceReplyBody, request.body);
    return ok({ data: await shopperReply(ctx.db, body, ctx.config.publicUrl) }, grievanceMessages.replied);
  });

  await adminOnly(api, ctx, '/admin', (admin) => adminRoutes(admin, ctx));
};

async function adminRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  const list = describeCall({
    tag,
    auth: 'token',
    summary: 'Grievances, the soonest due first',
    description:
      'Unresolved first, each by what is due next (the acknowledgement of an open one, else its ' +
      'resolution); 20 a page, and `total`. `overdue` 1: still open after `acknowledge_by`, or not ' +
      'resolved after `resolve_by`; `{overdue: 1}` lists only those.',
    body: adminGrievanceListBody,
    answer: adminGrievanceListAnswer,
  });
  admin.post('/grievance/list', list, async (request) =>
    ok(await listGrievances(ctx.db, parseBody(adminGrievanceListBody, request.body)), messages.ok),
  );

  const detail = describeCall({
    tag,
    auth: 'token',
    summary: 'One grievance with its contact and every message',
    body: adminGrievanceTicketBody,
    answer: adminGrievanceDetailAnswer,
    errors: [404],
  });
  admin.post('/grievance/detail', detail, async (request) => {
    const { ticket_no } = parseBody(adminGrievanceTicketBody, request.body);
    return ok({ data: await adminGrievanceDetail(ctx.db, await grievanceBySerial(ctx.db, ticket_no)) });
  });

  for (const resolve of [false, true]) {
    const call = describeCall({
      tag,
      auth: 'token',
      summary: resolve ? 'Resolve a grievance' : 'Reply to a grievance',
      description: resolve
        ? '`resolved`, with the text as the last staff message; one mail to the shopper; audited as `grievance.resolve`.'
        : 'Adds a staff message, `open` becomes `acknowledged`; one mail to the shopper with the text and the link; audited as `grievance.reply`.',
      body: adminGrievanceReplyBody,
      answer: adminGrievanceReplyAnswer,
      errors: [404],
    });
    admin.post(resolve ? '/grievance/resolve' : '/grievance/reply', call, async (request) => {
      const body = parseBody(adminGrievanceReplyBody, request.body);
      const data = await staffReply(ctx.db, adminOf(request), body, {
        resolve,
        publicUrl: ctx.config.publicUrl,
      });
      return ok({ data }, resolve ? grievanceMessages.resolved : grievanceMessages.replied);
    });
  }
}
