// Public catalogue calls of CONTRACT §3. Lists are answered from the read cache (decision 0003).
import { deliveryTimeBody, productListBody, reviewListBody } from '@prime/contract';
import type { ApiModule } from '../index.ts';
import { ok, parseBody } from '../../http/validate.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { listCategories, listConcerns } from './category-lists.ts';
import { deliveryDays } from './delivery-estimate.ts';
import { QUIET_READ, sendJson } from './json-cache.ts';
import { listProducts, productListKey } from './product-list.ts';
import { listReviews } from './review-list.ts';

export const catalogueModule: ApiModule = async (api, { db }) => {
  api.post('/category/list', QUIET_READ, async (request, reply) =>
    sendJson(
      request,
      reply,
      await catalogueCache.get('categories', async () => ok({ list: await listCategories(db) })),
    ),
  );

  api.post('/concerncatogry/list', QUIET_READ, async (request, reply) =>
    sendJson(
      request,
      reply,
      await catalogueCache.get('concerns', async () => ok({ data: await listConcerns(db) })),
    ),
  );

  api.post('/product/list', QUIET_READ, async (request, reply) => {
    const body = parseBody(productListBody, request.body);
    const answer = await catalogueCache.get(`products:${productListKey(body)}`, async () =>
      ok({ list: await listProducts(db, body) }),
    );
    return sendJson(request, reply, answer);
  });

  api.post('/list/review', async (request) => {
    const { p_id } = parseBody(reviewListBody, request.body);
    return ok({ list: await listReviews(db, p_id) });
  });

  api.post('/list/delivery-time', async (request) => {
    const { pincode } = parseBody(deliveryTimeBody, request.body);
    return ok({ data: deliveryDays(pincode) });
  });
};
