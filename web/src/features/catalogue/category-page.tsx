// /category/:categoryId: every active product of one category.
import { messages } from '@prime/contract';
import { useParams } from 'react-router';
import { useCategories } from './api/get-categories.ts';
import { useConcerns } from './api/get-concerns.ts';
import { useProducts } from './api/get-products.ts';
import { ListingControls, useListingFilters } from './components/listing-controls.tsx';
import { ProductListing } from './components/product-listing.tsx';

export default function CategoryPage() {
  const categoryId = Number(useParams().categoryId);
  const categories = useCategories();
  const concerns = useConcerns().data;
  const [filters, setFilters] = useListingFilters();
  const products = useProducts(
    { category_id: categoryId, ...filters },
    Number.isInteger(categoryId) && categoryId > 0,
  );
  const category = categories.data?.find((candidate) => candidate.c_id === categoryId);
  const name = categories.isPending ? undefined : (category?.c_name ?? null);
  return (
    <ProductListing
      kind="Category"
      name={name}
      products={products.data}
      loading={products.isPending}
      controls={
        <ListingControls
          filters={filters}
          onChange={setFilters}
          defaultSort="Popularity"
          concerns={concerns}
        />
      }
      emptyText={messages.noCategoryProducts}
    />
  );
}
