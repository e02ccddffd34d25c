// Content lists and the footer's contact form (the calls: /prime/openapi.json, tag Content). Lists are
// answered from the read cache (decision 0003).
import {
  contactAnswer,
  contactMessageBody,
  contentListAnswers,
  messages,
  rupees,
  shopChargesAnswer,
} from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { currentShopSettings } from '../../db/shop-settings.ts';
import { ok } from '../../http/validate.ts';
import { QUIET_READ, sendJson } from '../../http/json-cache.ts';
import type { ApiModule } from '../index.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { saveContactMessage } from './contact.ts';
import {
  contentCache,
  listBanners,
  listBlogPosts,
  listContactCards,
  listFaqs,
  listOfferBanners,
  listPartners,
  listSpecialities,
  listStandards,
} from './content-lists.ts';

const LISTS: Record<keyof typeof contentListAnswers, [summary: string, load: (db: Db) => Promise<object[]>]> =
  {
    'list/banner': ['Home page banners (`b_status` 1 active)', listBanners],
    'list/offer-banner': ['Offer strip texts', listOfferBanners],
    'list/listourstandard': ['Our standards', listStandards],
    'list/our-specialities': ['Our specialities', listSpecialities],
    'list/faq': ['Questions and answers', listFaqs],
    'list/partners': ['Partners', listPartners],
    'list/get_in_touch': ['Contact cards', listContactCards],
    'list/blog': ['Blog posts, newest first', listBlogPosts],
  };

export const contentModule: ApiModule = async (api, { db }) => {
  const post = postedCalls(api, { tag: 'Content' });
  for (const [path, [summary, load]] of Object.entries(LISTS)) {
    const answer = contentListAnswers[path as keyof typeof LISTS];
    post(`/${path}`, { summary, answer, route: QUIET_READ }, async ({ request, reply }) =>
      sendJson(request, reply, await contentCache.get(path, async () => ok({ list: await load(db) }))),
    );
  }

  post(
    '/shop/charges',
    {
      summary: 'What delivery and cash on delivery cost now',
      description:
        'The shop settings a shopper may read: the total after the coupon from which delivery is free, ' +
        'the delivery charge below it and the cash-on-delivery charge (rupees), and the return window in days.',
      answer: shopChargesAnswer,
    },
    async () => {
      const settings = await currentShopSettings(db);
      return ok({
        data: {
          free_delivery_from: rupees(settings.freeDeliveryFromPaise),
          delivery_charge: rupees(settings.deliveryChargePaise),
          cod_charge: rupees(settings.codChargePaise),
          return_days: settings.returnDays,
        },
      });
    },
  );

  post(
    '/add/contact',
    {
      summary: 'Send a message from the footer form',
      description: 'At most 20 messages an hour from one client address.',
      body: contactMessageBody,
      answer: contactAnswer,
      errors: [429],
    },
    async ({ body, request }) => {
      await saveContactMessage(db, body, request.ip);
      return ok({}, messages.contactSent);
    },
  );
};
