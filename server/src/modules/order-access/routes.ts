// Orders opened without a login (the calls: /prime/openapi.json, tag Orders): `order/view` by the
// access token of the order's link, `order/lookup` by number and contact for a guest's tracking.
import { messages, orderAccessAnswer, orderLookupBody, orderViewBody } from '@prime/contract';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import type { ApiModule } from '../index.ts';
import { lookupOrder, viewOrder } from './find-order.ts';

export const orderAccessModule: ApiModule = async (api, { db }) => {
  const post = postedCalls(api, { tag: 'Orders' });
  post(
    '/order/view',
    {
      summary: 'An order by the access token of its link',
      description:
        'Whoever holds the link `/orders/<od_access>` (every order mail carries it) sees the order, without a login; an unknown token: 404.',
      body: orderViewBody,
      answer: orderAccessAnswer,
      errors: [404],
    },
    async ({ body: { access } }) => ok({ data: await viewOrder(db, access) }, messages.ok),
  );

  post(
    '/order/lookup',
    {
      summary: 'A guest finds an order by its number and the email or mobile it was placed with',
      description:
        'The email in any case, or the 10-digit mobile (spaces, +91 or a leading 0 allowed). No such order: 404 `We could not find an order with these details.`; after 10 misses within an hour from one client address, 429 with `Retry-After` until the hour has passed.',
      body: orderLookupBody,
      answer: orderAccessAnswer,
      errors: [404, 429],
    },
    async ({ body, request }) => ok({ data: await lookupOrder(db, body, request.ip) }, messages.ok),
  );
};
