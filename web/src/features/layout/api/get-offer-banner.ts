import type { ApiSuccess, OfferBanner } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

/** The header shows the first offer text (`list[0].ob_text` of list/offer-banner, /prime/openapi.json). */
async function getOfferText(): Promise<string> {
  return (await apiPost<ApiSuccess<{ list: OfferBanner[] }>>('list/offer-banner')).list[0]?.ob_text ?? '';
}

const offerTextQueryOptions = () =>
  queryOptions({ queryKey: ['offer-banner'], queryFn: getOfferText, staleTime: 5 * 60_000 });

export const useOfferText = () => useQuery(offerTextQueryOptions());
