// Sort and filters of a listing or of the search results page, as its URL keeps them
// (`/category/3?sort=price_low&in_stock=1`, `/search?q=serum&max_price=800`): read the same way by the
// web app (the controls, the product/list body) and by the server (the rendered page's cache key), so
// a filtered page can be shared and the Back button restores it (docs/decisions/0020-search.md).
// Without zod: the web app's core chunk holds this file (web/vite.config.ts).

/** The orders product/list sorts by (`sort`); popular without a search. */
export const PRODUCT_SORTS = ['popular', 'price_low', 'price_high', 'rating', 'new'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ListingFilters {
  sort?: ProductSort;
  min_price?: number;
  max_price?: number;
  in_stock?: true;
  /** A category's listing or the search results narrowed to one skin concern. */
  concern_id?: number;
}

export const SORT_LABELS: Record<ProductSort, string> = {
  popular: 'Popularity',
  price_low: 'Price: low to high',
  price_high: 'Price: high to low',
  rating: 'Customer rating',
  new: 'Newest first',
};

/** A URL's query (URLSearchParams in the browser and on the server). */
export interface QueryParams {
  get(name: string): string | null;
}

const price = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,8}(\.\d{1,2})?$/.test(value.trim())) return undefined;
  return Number(value.trim());
};

/** The valid filters of a URL's query; anything else in it is ignored. */
export function readListingFilters(params: QueryParams): ListingFilters {
  const filters: ListingFilters = {};
  const sort = params.get('sort');
  if (sort && (PRODUCT_SORTS as readonly string[]).includes(sort)) filters.sort = sort as ProductSort;
  const min = price(params.get('min_price'));
  if (min !== undefined) filters.min_price = min;
  const max = price(params.get('max_price'));
  if (max !== undefined) filters.max_price = max;
  if (params.get('in_stock') === '1') filters.in_stock = true;
  const concern = params.get('concern_id');
  if (concern !== null && /^[1-9]\d{0,8}$/.test(concern)) filters.concern_id = Number(concern);
  return filters;
}

/** The filters as query parameters, always in one order: one page, one address. */
export function listingFilterParams(filters: ListingFilters): [string, string][] {
  const params: [string, string][] = [];
  if (filters.sort) params.push(['sort', filters.sort]);
  if (filters.min_price !== undefined) params.push(['min_price', String(filters.min_price)]);
  if (filters.max_price !== undefined) params.push(['max_price', String(filters.max_price)]);
  if (filters.in_stock) params.push(['in_stock', '1']);
  if (filters.concern_id !== undefined) params.push(['concern_id', String(filters.concern_id)]);
  return params;
}

/** What a shopper's search text is on the results page: spaces trimmed and run together. */
export const searchPageText = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
