import type { ApiSuccess, OfferBanner } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

/** Every offer text the strip shows in turn (`list[].ob_text` of list/offer-banner, /prime/openapi.json):
 * the server leaves out those naming a code a shopper cannot use now. */
async function getOfferTexts(): Promise<string[]> {
  const { list } = await apiPost<ApiSuccess<{ list: OfferBanner[] }>>('list/offer-banner');
  return list.map((offer) => offer.ob_text.trim()).filter((text) => text !== '');
}

const offerTextsQueryOptions = () =>
  queryOptions({ queryKey: ['offer-banner'], queryFn: getOfferTexts, staleTime: 5 * 60_000 });

export const useOfferTexts = () => useQuery(offerTextsQueryOptions());
