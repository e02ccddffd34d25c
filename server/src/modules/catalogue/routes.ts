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
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiModule } from '../index.ts';
import { describeCall } from '../../http/describe-call.ts';
import { ok, parseBody } from '../../http/validate.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { listCategories, listConcerns } from './category-lists.ts';
import { deliveryDaysTo, deliversOnSundays } from './delivery-estimate.ts';
import { QUIET_READ, replyFromCache, sendJson } from '../../http/json-cache.ts';
import { listProducts, productListKey } from './product-list.ts';
import { suggestSpelling } from './search-match.ts';

const tag = 'Catalogue';

export const catalogueModule: ApiModule = async (api, { db }) => {
  // A kept answer goes out before Fastify's routing (http/fast-lane.ts, decision 0018); the route
  // answers everything else. These lists read nothing from the body.
  keptList(api, '/category/list', 'List the categories', categoryListAnswer, async () =>
    ok({ list: await listCategories(db) }),
  );
  keptList(api, '/concerncatogry/list', 'List the skin concerns', concernListAnswer, async () =>
    ok({ data: await listConcerns(db) }),
  );

  const productList = describeCall({
    tag,
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
  });
  const keptProducts = api.fastLane.add(`${api.prefix}/product/list`, {
    cache: catalogueCache,
    // The route's own check: a body it would refuse is left to it, to answer 400 its way.
    keyOf: (body) => {
      const parsed = productListBody.safeParse(body);
      return parsed.success ? `products:${productListKey(parsed.data)}` : undefined;
    },
  });
  // Not async: a cached answer goes out without a promise (replyFromCache), as a search does per key.
  api.post('/product/list', { ...QUIET_READ, ...keptProducts, ...productList }, (request, reply) => {
    const body = parseBody(productListBody, request.body);
    return replyFromCache(request, reply, catalogueCache, `products:${productListKey(body)}`, async () =>
      ok({ list: await listProducts(db, body) }),
    );
  });

  const suggest = describeCall({
    tag,
    summary: 'A spelling to try when a search found nothing',
    description:
      'Each word of `search` the shop does not know is replaced by the closest word it does know ' +
      '(trigram similarity); `suggestion` is null when no word has a close one.',
    body: searchSuggestBody,
    answer: searchSuggestAnswer,
  });
  api.post('/search/suggest', { ...QUIET_READ, ...suggest }, async (request) => {
    const { search } = parseBody(searchSuggestBody, request.body);
    return ok({ suggestion: (await suggestSpelling(db, search)) ?? null });
  });

  const deliveryTime = describeCall({
    tag,
    summary: 'Whole days to deliver to a pincode',
    description:
      'Never fewer days for a farther zone than for a nearer one; `sunday_delivery` says whether couriers ' +
      'deliver there on Sundays (the promised date skips them when not). A pincode India Post does not have ' +
      '(`999999`) is refused like a malformed one (400).',
    body: deliveryTimeBody,
    answer: deliveryTimeAnswer,
  });
  api.post('/list/delivery-time', deliveryTime, async (request) => {
    const { pincode } = parseBody(deliveryTimeBody, request.body);
    return ok({ data: await deliveryDaysTo(pincode), sunday_delivery: deliversOnSundays(pincode) });
  });
};

/** A list kept whole in the read cache under its path, answered alike whatever the body. */
function keptList(
  api: FastifyInstance,
  path: string,
  summary: string,
  answer: z.ZodType,
  load: () => Promise<object>,
): void {
  const kept = api.fastLane.add(`${api.prefix}${path}`, { cache: catalogueCache, keyOf: () => path });
  api.post(
    path,
    { ...QUIET_READ, ...kept, ...describeCall({ tag, summary, answer }) },
    async (request, reply) => sendJson(request, reply, await catalogueCache.get(path, load)),
  );
}
