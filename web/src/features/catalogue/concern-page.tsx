// /concern/:concernId: every active product for one skin concern.
import { messages } from '@prime/contract';
import { useParams } from 'react-router';
import { useConcerns } from './api/get-concerns.ts';
import { useProducts } from './api/get-products.ts';
import { ListingControls, useListingFilters } from './components/listing-controls.tsx';
import { ProductListing } from './components/product-listing.tsx';

export default function ConcernPage() {
  const concernId = Number(useParams().concernId);
  const concerns = useConcerns();
  const [filters, setFilters] = useListingFilters();
  const products = useProducts(
    // The page's own concern, whatever the address's filters say.
    { ...filters, concern_id: concernId },
    Number.isInteger(concernId) && concernId > 0,
  );
  const concern = concerns.data?.find((candidate) => candidate.cc_id === concernId);
  const name = concerns.isPending ? undefined : (concern?.cc_name ?? null);
  return (
    <ProductListing
      kind="Concern"
      name={name}
      products={products.data}
      loading={products.isPending}
      controls={<ListingControls filters={filters} onChange={setFilters} defaultSort="Popularity" />}
      emptyText={messages.noConcernProducts}
    />
  );
}
