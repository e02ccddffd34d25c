// `add/favourite`: `fav` 1 adds the product to the account's favourites, 0 removes it; both idempotent.
import type { ApiSuccess } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export const setServerFavourite = (userId: string, productId: number | string, favourite: boolean) =>
  apiPost<ApiSuccess>('add/favourite', { user_id: userId, p_id: productId, fav: favourite ? 1 : 0 });
