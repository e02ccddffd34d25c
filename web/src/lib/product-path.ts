// Where a product's page is: its canonical address `/products/<p_slug>`, which search engines index
// and shoppers share. A product stored before it had a slug (an old guest cart line) keeps the
// `/product-details?p_id=` address, which opens the same page.
import type { Product } from '@prime/contract';

export function productPath(product: Pick<Product, 'p_id'> & { p_slug?: string }): string {
  return product.p_slug
    ? `/products/${encodeURIComponent(product.p_slug)}`
    : `/product-details?p_id=${product.p_id}`;
}
