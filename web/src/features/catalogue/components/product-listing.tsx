// A listing page (a category's or a concern's products): heading, grid, empty text; unknown → not found.
import type { Product } from '@prime/contract';
import { Breadcrumbs } from '../../../ui/breadcrumbs.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { NotFoundMessage } from '../../../ui/not-found-page.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { ProductGrid } from './product-grid.tsx';
import styles from './product-listing.module.css';

interface Props {
  kind: 'Category' | 'Concern';
  /** The name, `undefined` while the names load, `null` when the id is unknown. */
  name: string | null | undefined;
  products: Product[] | undefined;
  loading: boolean;
  emptyText: string;
  /** Sort and filters (listing-controls.tsx), shown above the grid. */
  controls?: React.ReactNode;
}

export function ProductListing({ kind, name, products, loading, emptyText, controls }: Props) {
  usePageTitle(name);

  if (name === undefined) return <Spinner label="Loading…" />;
  if (name === null) {
    return (
      <NotFoundMessage title={`${kind} not found`} text={`We could not find this ${kind.toLowerCase()}.`} />
    );
  }
  return (
    <section className="section container">
      <Breadcrumbs steps={[{ name: 'Home', to: '/' }, { name }]} />
      <p className={styles.kind}>{kind === 'Category' ? 'Shop by category' : 'Shop by concern'}</p>
      <h1 className={styles.heading}>{name}</h1>
      {!!products?.length && (
        <p className={styles.count}>
          {products.length} {products.length === 1 ? 'product' : 'products'}
        </p>
      )}
      {controls}
      <ProductGrid products={products} loading={loading} emptyText={emptyText} />
    </section>
  );
}
