// `order/quote`: what `add/order` would charge for the cart as it stands (each line's price and
// problem, the coupon's word, delivery and cash-on-delivery charges, the total), priced by the server
// with the order's own function (contract/src/order-quote.ts). The cart panel and checkout show this
// answer and never add prices themselves. A new question waits for a 300 ms pause in the shopper's
// changes, and the last answer stays on screen while the next one comes, so figures never blank out.
import type { ApiSuccess, OrderQuote, orderQuoteRequest } from '@prime/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, type BodyOf } from '../../../lib/api.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

export type QuoteRequest = BodyOf<typeof orderQuoteRequest>;

export const QUOTE_PAUSE_MS = 300;

export async function getQuote(body: QuoteRequest): Promise<OrderQuote> {
  return (await apiPost<ApiSuccess<{ data: OrderQuote }>>('order/quote', body)).data;
}

const quoteQuery = (asked: string) => ({
  queryKey: ['quote', asked],
  queryFn: () => getQuote(JSON.parse(asked) as QuoteRequest),
  staleTime: 10_000,
  retry: false,
});

/** The quote for `body` (null: nothing to ask about); `current` is false while a newer one is due.
 * `fresh()` asks at once for `body` as it is now, without the pause (PLACE ORDER sends its amount). */
export function useQuote(body: QuoteRequest | null) {
  const queryClient = useQueryClient();
  const asked = body ? JSON.stringify(body) : '';
  const settled = useDebouncedValue(asked, QUOTE_PAUSE_MS);
  const query = useQuery({
    ...quoteQuery(settled),
    enabled: settled !== '',
    placeholderData: keepPreviousData,
  });
  return {
    quote: asked === '' ? undefined : query.data,
    current:
      asked !== '' && asked === settled && query.isSuccess && !query.isPlaceholderData && !query.isFetching,
    error: query.isError ? query.error.message : null,
    fresh: () => queryClient.fetchQuery(quoteQuery(asked)),
  };
}
