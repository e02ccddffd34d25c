// Public catalogue calls (/prime/openapi.json, tag Catalogue). Lists are answered from the read cache
// (decision 0003).
import {
  categoryListAnswer,
  concernListAnswer,
  deliveryTimeAnswer,
  deliveryTimeBody,
  productListAnswer,
  productListBody,
  searchSuggestAnswer,
  searchSuggestBody,
} from '@prime/contract';
import type { z } from 'zod';
import type { ApiModule } from '../index.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { listCategories, listConcerns } from './category-lists.ts';
import { deliveryDaysTo, deliversOnSundays } from './delivery-estimate.ts';
import { QUIET_READ, replyFromCache, sendJson } from '../../http/json-cache.ts';
import { listProducts, productListKey } from './product-list.ts';
import { suggestSpelling } from './search-match.ts';

export const catalogueModule: ApiModule = async (api, { db }) => {
  const post = postedCalls(api, { tag: 'Catalogue' });
  // A kept answer goes out before Fastify's routing (http/fast-lane.ts, decision 0018); the route
  // answers everything else. These lists read nothing from the body.
  const keptList = (path: string, summary: string, answer: z.ZodType, load: () => Promise<object>) => {
    const kept = api.fastLane.add(`${api.prefix}${path}`, { cache: catalogueCache, keyOf: () => path });
    post(path, { summary, answer, route: { ...QUIET_READ, ...kept } }, async ({ request, reply }) =>
      sendJson(request, reply, await catalogueCache.get(path, load)),
    );
  };
  keptList('/category/list', 'List the categories', categoryListAnswer, async () =>
    ok({ list: await listCategories(db) }),
  );
  keptList('/concerncatogry/list', 'List the skin concerns', concernListAnswer, async () =>
    ok({ data: await listConcerns(db) }),
  );

  const keptProducts = api.fastLane.add(`${api.prefix}/product/list`, {
    cache: catalogueCache,
    // The route's own check: a body it would refuse is left to it, to answer 400 its way.
    keyOf: (body) => {
      const parsed = productListBody.safeParse(body);
      return parsed.success ? `products:${productListKey(parsed.data)}` : undefined;
    },
  });
  post(
    '/product/list',
    {
      summary: 'List active products',
      description:
        'Send `{}` for every active product, or filter by `category_id`, `concern_id`, `bestsellers`, ' +
        '`upcoming`, `p_id`, `min_price`, `max_price` (rupees, inclusive, first pack size), `in_stock` ' +
        '(1) or `search` (words of the name, category, concern, ingredients and description; one typo ' +
        'forgiven in words of 5 letters or more; the shop’s synonyms; best match first; at most 20); ' +
        'several filters narrow together. `sort`: `popular` (default without a search: units sold in ' +
        'the last 90 days), `price_low`, `price_high`, `rating` or `new`. An unknown or inactive `p_id` ' +
        'answers an empty list.',
      body: productListBody,
      answer: productListAnswer,
      route: { ...QUIET_READ, ...keptProducts },
    },
    // Not async: a cached answer goes out without a promise (replyFromCache), as a search does per key.
    ({ body, request, reply }) =>
      replyFromCache(request, reply, catalogueCache, `products:${productListKey(body)}`, async () =>
        ok({ list: await listProducts(db, body) }),
      ),
  );

  post(
    '/search/suggest',
    {
      summary: 'A spelling to try when a search found nothing',
      description:
        'Each word of `search` the shop does not know is replaced by the closest word it does know ' +
        '(trigram similarity); `suggestion` is null when no word has a close one.',
      body: searchSuggestBody,
      answer: searchSuggestAnswer,
      route: QUIET_READ,
    },
    async ({ body: { search } }) => ok({ suggestion: (await suggestSpelling(db, search)) ?? null }),
  );

  post(
    '/list/delivery-time',
    {
      summary: 'Whole days to deliver to a pincode',
      description:
        'Never fewer days for a farther zone than for a nearer one; `sunday_delivery` says whether couriers ' +
        'deliver there on Sundays (the promised date skips them when not). A pincode India Post does not have ' +
        '(`999999`) is refused like a malformed one (400).',
      body: deliveryTimeBody,
      answer: deliveryTimeAnswer,
    },
    async ({ body: { pincode } }) =>
      ok({ data: await deliveryDaysTo(pincode), sunday_delivery: deliversOnSundays(pincode) }),
  );
};
