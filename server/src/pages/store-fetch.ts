// The store's answers to the public calls a page makes while it is rendered on the server: the same
// service functions and the same JSON the HTTP API answers, handed to the web app's API client as its
// transport, with no HTTP request to itself. Only the public reads a public page needs are here; any
// other call fails the render, and the browser draws that page instead.
import { messages, productListBody, reviewListBody, searchSuggestBody } from '@prime/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { ok, parseBody } from '../http/validate.ts';
import { listCategories, listConcerns, listProducts, suggestSpelling } from '../modules/catalogue/index.ts';
import {
  listBanners,
  listBlogPosts,
  listContactCards,
  listFaqs,
  listOfferBanners,
  listPartners,
  listSpecialities,
  listStandards,
} from '../modules/content/index.ts';
import { shopInfo } from '../modules/grievances/index.ts';
import { listReviews } from '../modules/reviews/index.ts';

type Answer = (db: Db, body: unknown, config: Config) => Promise<object>;

const list =
  (load: (db: Db) => Promise<object[]>): Answer =>
  async (db) =>
    ok({ list: await load(db) });

const PUBLIC_READS: Record<string, Answer> = {
  'category/list': list(listCategories),
  'concerncatogry/list': async (db) => ok({ data: await listConcerns(db) }),
  'product/list': async (db, body) => ok({ list: await listProducts(db, parseBody(productListBody, body)) }),
  'search/suggest': async (db, body) =>
    ok({ suggestion: (await suggestSpelling(db, parseBody(searchSuggestBody, body).search)) ?? null }),
  'list/review': async (db, body) => ok(await listReviews(db, parseBody(reviewListBody, body))),
  'list/banner': list(listBanners),
  'list/offer-banner': list(listOfferBanners),
  'list/listourstandard': list(listStandards),
  'list/our-specialities': list(listSpecialities),
  'list/faq': list(listFaqs),
  'list/partners': list(listPartners),
  'list/get_in_touch': list(listContactCards),
  'list/blog': list(listBlogPosts),
  'shop/info': async (db, _body, config) => ok({ data: await shopInfo(db, config.seller) }),
};

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/** A `fetch` for the web app's API client that answers `/prime/<path>` from `db`. */
export function storeFetch(db: Db, config: Config): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://store.invalid');
    const answer = PUBLIC_READS[url.pathname.replace(/^\/prime\//, '')];
    if (!answer) return json(404, { result: false, message: messages.notFound });
    try {
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
      return json(200, await answer(db, body, config));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return json(error.statusCode, {
        result: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
  };
}
