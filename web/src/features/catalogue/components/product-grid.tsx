// A responsive grid of product cards with the list's own empty text; the wishlist lays out its own
// cards in the same grid.
import type { Product } from '@prime/contract';
import { Spinner } from '../../../ui/spinner.tsx';
import { ProductCard } from './product-card.tsx';
import styles from './product-grid.module.css';

interface Props {
  products: Product[] | undefined;
  loading: boolean;
  emptyText: string;
}

export function ProductGrid({ products, loading, emptyText }: Props) {
  if (loading) return <Spinner label="Loading products…" />;
  if (!products?.length) return <p className={styles.empty}>{emptyText}</p>;
  return <CardGrid products={products} card={(product) => <ProductCard product={product} />} />;
}

/** One card per product (the listings' own, or another page's), two a row on phones. */
export function CardGrid({
  products,
  card,
}: {
  products: readonly Product[];
  card: (product: Product) => React.ReactNode;
}) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.p_id}>{card(product)}</li>
      ))}
    </ul>
  );
}
