// The console's calls about people: reviews (list, hide and show), customers with their orders, and the
// contact-form inbox.
import type { FastifyInstance } from 'fastify';
import {
  adminCustomerAnswer,
  adminCustomerBody,
  adminCustomerListAnswer,
  adminCustomerListBody,
  adminMessageListAnswer,
  adminMessageListBody,
  adminMessageReadAnswer,
  adminMessageReadBody,
  adminMessages,
  adminReviewListAnswer,
  adminReviewListBody,
  reviewHideAnswer,
  reviewHideBody,
} from '@prime/contract';
import { STAFF_CALLS } from '../../auth/admin-only.ts';
import type { AppContext } from '../../app-context.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import { customerWithOrders, listCustomers } from './customers.ts';
import { listMessages, markMessage } from './inbox.ts';
import { hideReview, listAdminReviews } from './reviews.ts';

export async function peopleRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  const post = postedCalls(admin, { tag: 'Admin: reviews', ...STAFF_CALLS });
  post(
    '/review/hide',
    {
      summary: 'Hide a review from the storefront, or show it again',
      description:
        'A hidden review leaves `list/review` and stops counting in `p_rating` and `reviewcount`; ' +
        'showing it again restores both.',
      body: reviewHideBody,
      answer: reviewHideAnswer,
      errors: [404],
    },
    async ({ body, caller }) => {
      const review = await hideReview(ctx, caller, body);
      return ok({ data: review }, body.hidden === 1 ? adminMessages.reviewHidden : adminMessages.reviewShown);
    },
  );
  post(
    '/review/list',
    {
      summary: 'Every review, shown and hidden, newest first (20 a page)',
      body: adminReviewListBody,
      answer: adminReviewListAnswer,
    },
    async ({ body }) => ok(await listAdminReviews(ctx.db, body)),
  );

  post(
    '/customer/list',
    {
      tag: 'Admin: customers',
      summary: 'Customers (accounts and guests), newest first (20 a page), with their orders counted',
      description:
        'A guest (`u_id` null, `u_role` guest) is someone who ordered without an account, one per email, ' +
        'named as on their latest order. `total_spent` counts orders not cancelled and paid or cash on ' +
        'delivery, less refunds. `search` matches part of a name, an email or a phone.',
      body: adminCustomerListBody,
      answer: adminCustomerListAnswer,
    },
    async ({ body }) => ok(await listCustomers(ctx.db, body)),
  );
  post(
    '/customer/detail',
    {
      tag: 'Admin: customers',
      summary: 'One customer with their orders: an account by `customer_id`, a guest by `email`',
      description:
        'An account’s orders are those placed from it or with its email; a guest’s those placed without an account with that email.',
      body: adminCustomerBody,
      answer: adminCustomerAnswer,
      errors: [404],
    },
    async ({ body }) => ok(await customerWithOrders(ctx.db, body)),
  );

  post(
    '/message/list',
    {
      tag: 'Admin: messages',
      summary: 'Messages from the contact form, newest first (20 a page)',
      description: '`unread` 1 lists only unread ones, 0 only read ones.',
      body: adminMessageListBody,
      answer: adminMessageListAnswer,
    },
    async ({ body }) => ok(await listMessages(ctx.db, body)),
  );
  post(
    '/message/read',
    {
      tag: 'Admin: messages',
      summary: 'Mark a message read (1) or unread (0)',
      body: adminMessageReadBody,
      answer: adminMessageReadAnswer,
      errors: [404],
    },
    async ({ body, caller }) =>
      ok({ data: await markMessage(ctx, caller, body) }, adminMessages.messageMarked),
  );
}
