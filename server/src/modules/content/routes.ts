// Content lists and the contact form of CONTRACT §3. Lists are answered from the read cache (decision 0003).
import { contactMessageBody, messages } from '@prime/contract';
import type { Db } from '../../db/client.ts';
import { ok, parseBody } from '../../http/validate.ts';
import { QUIET_READ, sendJson } from '../catalogue/json-cache.ts';
import type { ApiModule } from '../index.ts';
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

const LISTS: Record<string, (db: Db) => Promise<object[]>> = {
  'list/banner': listBanners,
  'list/offer-banner': listOfferBanners,
  'list/listourstandard': listStandards,
  'list/our-specialities': listSpecialities,
  'list/faq': listFaqs,
  'list/partners': listPartners,
  'list/get_in_touch': listContactCards,
  'list/blog': listBlogPosts,
};

export const contentModule: ApiModule = async (api, { db }) => {
  for (const [path, load] of Object.entries(LISTS)) {
    api.post(`/${path}`, QUIET_READ, async (request, reply) =>
      sendJson(request, reply, await contentCache.get(path, async () => ok({ list: await load(db) }))),
    );
  }

  api.post('/add/contact', async (request) => {
    const message = parseBody(contactMessageBody, request.body);
    await saveContactMessage(db, message, request.ip);
    return ok({}, messages.contactSent);
  });
};
