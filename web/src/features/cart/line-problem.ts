// Why a cart line cannot be ordered as it stands, the first that applies, in the words the order's
// quote uses for it; null when it can. Such a line counts for nothing in the total and holds
// CHECKOUT NOW until the shopper fixes it (fewer units, another pack size, or remove).
import { onlyNLeftInStock, type Product } from '@prime/contract';

export const lineProblems = {
  gone: 'This product is no longer available.',
  upcoming: 'Not available yet.',
  soldOut: 'Out of stock.',
} as const;

/** Under CHECKOUT NOW (and at PLACE ORDER) while a line has a problem. */
export const CHECKOUT_HELD =
  'Fix the marked items to check out: fewer units, another pack size, or remove them.';

export function lineProblem(product: Product | null, hasPack: boolean, stock: number, quantity: number) {
  if (!product || !hasPack || product.p_status !== 1) return lineProblems.gone;
  if (product.p_upcoming === 1) return lineProblems.upcoming;
  if (stock <= 0) return lineProblems.soldOut;
  if (quantity > stock) return onlyNLeftInStock(stock);
  return null;
}
