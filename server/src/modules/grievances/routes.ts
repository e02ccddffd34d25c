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
import { adminOnly, STAFF_CALLS } from '../../auth/admin-only.ts';
import { optionalUser } from '../../auth/request-user.ts';
import type { AppContext } from '../../app-context.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
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
  postedCalls(api, { tag: 'Content' })(
    '/shop/info',
    {
      summary: 'The seller, consumer care and the grievance officer',
      description:
        'The legal name, address and GSTIN as the tax invoices print them (SELLER_* settings), and the ' +
        'consumer care and grievance officer contacts of the shop settings (null when not given).',
      answer: shopInfoAnswer,
    },
    async () => ok({ data: await shopInfo(ctx.db, ctx.config.seller) }),
  );
  shopperRoutes(api, ctx);
  await adminOnly(api, ctx, '/admin', (admin) => adminRoutes(admin, ctx));
};

/** The shopper's grievance: filed (guest or customer), then read and answered by the secret of its link. */
function shopperRoutes(api: FastifyInstance, ctx: AppContext): void {
  const post = postedCalls(api, { tag });
  post(
    '/add/grievance',
    {
      summary: 'File a grievance',
      auth: 'optional',
      description:
        'Answers the ticket (`GRV-000001`, consecutive) and the secret of its page /grievances/<access>. ' +
        'Subject 3–120 characters, message 10–5,000. An `od_id` that is neither the token’s order nor ' +
        `placed with that email: 404 "${orderAccessMessages.orderNotFound}". 5 an hour per client address. ` +
        'A mail to the shopper with the ticket, the due dates and the officer; one to `staff_email` when set.',
      body: grievanceAddBody,
      answer: grievanceAddAnswer,
      errors: [404, 429],
    },
    async ({ body, request }) => {
      const user = await optionalUser(request, ctx);
      const filed = await fileGrievance(ctx.db, body, user, {
        clientAddress: request.ip,
        publicUrl: ctx.config.publicUrl,
      });
      return ok(filed, grievanceMessages.added);
    },
  );

  post(
    '/grievance/view',
    {
      summary: 'A grievance by the secret of its link',
      description: 'Its ticket, status, due dates and messages; unknown: 404.',
      body: grievanceViewBody,
      answer: grievanceViewAnswer,
      errors: [404],
    },
    async ({ body: { access } }) =>
      ok({ data: await viewGrievance(ctx.db, await grievanceByAccess(ctx.db, access)) }, messages.ok),
  );

  post(
    '/grievance/reply',
    {
      summary: 'The shopper writes again on a grievance',
      description: '10–5,000 characters; a resolved grievance becomes `acknowledged` again.',
      body: grievanceReplyBody,
      answer: grievanceReplyAnswer,
      errors: [404],
    },
    async ({ body }) =>
      ok({ data: await shopperReply(ctx.db, body, ctx.config.publicUrl) }, grievanceMessages.replied),
  );
}

async function adminRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  const post = postedCalls(admin, { tag, ...STAFF_CALLS });
  post(
    '/grievance/list',
    {
      summary: 'Grievances, the soonest due first',
      description:
        'Unresolved first, each by what is due next (the acknowledgement of an open one, else its ' +
        'resolution); 20 a page, and `total`. `overdue` 1: still open after `acknowledge_by`, or not ' +
        'resolved after `resolve_by`; `{overdue: 1}` lists only those.',
      body: adminGrievanceListBody,
      answer: adminGrievanceListAnswer,
    },
    async ({ body }) => ok(await listGrievances(ctx.db, body), messages.ok),
  );

  post(
    '/grievance/detail',
    {
      summary: 'One grievance with its contact and every message',
      body: adminGrievanceTicketBody,
      answer: adminGrievanceDetailAnswer,
      errors: [404],
    },
    async ({ body: { ticket_no } }) =>
      ok({ data: await adminGrievanceDetail(ctx.db, await grievanceBySerial(ctx.db, ticket_no)) }),
  );

  for (const resolve of [false, true]) {
    post(
      resolve ? '/grievance/resolve' : '/grievance/reply',
      {
        summary: resolve ? 'Resolve a grievance' : 'Reply to a grievance',
        description: resolve
          ? '`resolved`, with the text as the last staff message; one mail to the shopper; audited as `grievance.resolve`.'
          : 'Adds a staff message, `open` becomes `acknowledged`; one mail to the shopper with the text and the link; audited as `grievance.reply`.',
        body: adminGrievanceReplyBody,
        answer: adminGrievanceReplyAnswer,
        errors: [404],
      },
      async ({ body, caller }) => {
        const data = await staffReply(ctx.db, caller, body, { resolve, publicUrl: ctx.config.publicUrl });
        return ok({ data }, resolve ? grievanceMessages.resolved : grievanceMessages.replied);
      },
    );
  }
}
