// /search?q=: the results of a search with their count, sort and filters (kept in the URL), rendered
// on the server like the public pages (server/src/pages/public-pages.ts). When nothing is found: the
// spelling the shop's own words suggest (search/suggest) and the most popular products.
import { messages, MIN_SEARCH_LENGTH, searchPageText } from '@prime/contract';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../ui/use-page-title.ts';
import {
  ListingControls,
  ProductGrid,
  useConcerns,
  useListingFilters,
  useProducts,
} from '../catalogue/index.ts';
import { useSuggestion } from './api/get-suggestion.ts';
import styles from './search-page.module.css';

const POPULAR_SHOWN = 4;

export default function SearchPage() {
  const [params] = useSearchParams();
  const text = searchPageText(params.get('q'));
  const [filters, setFilters] = useListingFilters();
  const asking = text.length >= MIN_SEARCH_LENGTH;
  const results = useProducts({ search: text, ...filters }, asking);
  const found = results.data ?? [];
  const nothing = asking && results.isSuccess && found.length === 0;
  const filtered =
    filters.in_stock === true ||
    filters.min_price !== undefined ||
    filters.max_price !== undefined ||
    filters.concern_id !== undefined;
  const concerns = useConcerns().data;
  const suggestion = useSuggestion(text, nothing && !filtered);
  const popular = useProducts({}, nothing);
  usePageTitle(text ? `Search results for “${text}”` : 'Search');

  return (
    <section className="section container">
      <p className={styles.kind}>Search</p>
      <h1 className={styles.heading}>{text ? `Results for “${text}”` : 'Search the shop'}</h1>
      {!asking ? (
        <p className={styles.count}>Type at least {MIN_SEARCH_LENGTH} letters in the search box above.</p>
      ) : (
        <>
          {results.isSuccess && (
            <p className={styles.count} role="status">
              {found.length} {found.length === 1 ? 'product' : 'products'}
            </p>
          )}
          <ListingControls
            filters={filters}
            onChange={setFilters}
            defaultSort="Best match"
            concerns={concerns}
          />
          {nothing ? (
            <div className={styles.empty}>
              <p>
                {messages.noProductsFound} for “{text}”{filtered ? ' with these filters' : ''}.
              </p>
              {suggestion.data && (
                <p>
                  Did you mean{' '}
                  <Link to={`/search?q=${encodeURIComponent(suggestion.data)}`}>{suggestion.data}</Link>?
                </p>
              )}
              <h2 className={styles.popularHeading}>Popular right now</h2>
              <ProductGrid
                products={popular.data?.slice(0, POPULAR_SHOWN)}
                loading={popular.isPending}
                emptyText={messages.noProductsFound}
              />
            </div>
          ) : (
            <ProductGrid
              products={results.data}
              loading={results.isPending}
              emptyText={messages.noProductsFound}
            />
          )}
        </>
      )}
    </section>
  );
}
