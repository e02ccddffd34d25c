// The console's content calls: `admin/<kind>/save` for each list of the home page and footer, and one
// list, one delete and one reorder for them all. The console reads the lists through `admin/content/list`
// rather than the public ones, which leave out offer texts naming a coupon that is not active.
import type { FastifyInstance } from 'fastify';
import {
  adminMessages,
  CONTENT_KINDS,
  contentDeleteBody,
  contentListAnswer,
  contentListBody,
  contentOrderAnswer,
  contentOrderBody,
  contentSaveAnswers,
  contentSaveBodies,
  deletedAnswer,
} from '@prime/contract';
import type { z } from 'zod';
import { STAFF_CALLS } from '../../auth/admin-only.ts';
import type { AppContext } from '../../app-context.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import { deleteContentItem, listContentItems, orderContentList, saveContentItem } from './content-save.ts';

const tag = 'Admin: content';

const NAMES: Record<(typeof CONTENT_KINDS)[number], string> = {
  banner: 'a home page banner (`b_status` 0 keeps it off the carousel)',
  'offer-banner': 'an offer strip text (a code it advertises must be an active coupon)',
  standard: 'an “our standards” item',
  speciality: 'a speciality',
  faq: 'a question and its answer',
  partner: 'a partner',
  'contact-card': 'a contact card',
  blog: 'a blog post',
};

export async function contentRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  const post = postedCalls(admin, { tag, ...STAFF_CALLS });
  for (const kind of CONTENT_KINDS) {
    post(
      `/${kind}/save`,
      {
        summary: `Add or change ${NAMES[kind]}`,
        description: 'Without its id it is added at the end of its list; with it, that item is replaced.',
        body: contentSaveBodies[kind] as z.ZodType<Record<string, unknown>>,
        answer: contentSaveAnswers[kind],
        errors: [404],
      },
      async ({ body, caller }) => ok(await saveContentItem(ctx, caller, kind, body), adminMessages.saved),
    );
  }

  post(
    '/content/list',
    {
      summary: 'Every item of a content list, in the shop’s order',
      description:
        'Shaped as the public list shapes them; also the offer texts `list/offer-banner` leaves out while a ' +
        'code they name is not an active coupon.',
      body: contentListBody,
      answer: contentListAnswer,
    },
    async ({ body: { kind } }) => ok({ list: await listContentItems(ctx.db, kind) }),
  );

  post(
    '/content/delete',
    {
      summary: 'Delete an item of a content list',
      body: contentDeleteBody,
      answer: deletedAnswer,
      errors: [404],
    },
    async ({ body, caller }) => {
      await deleteContentItem(ctx, caller, body);
      return ok({}, adminMessages.deleted);
    },
  );

  post(
    '/content/order',
    {
      summary: 'Put a content list in order',
      description: '`ids` names every item of the list once, in the order the storefront shows them.',
      body: contentOrderBody,
      answer: contentOrderAnswer,
    },
    async ({ body, caller }) => ok({ list: await orderContentList(ctx, caller, body) }, adminMessages.saved),
  );
}
