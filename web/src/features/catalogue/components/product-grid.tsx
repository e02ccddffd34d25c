// A responsive grid of product cards with the list's own empty text.
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
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.p_id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
