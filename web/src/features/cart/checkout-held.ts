// Why a cart line cannot be ordered as it stands is the quote's `problem` (contract/src/order-quote.ts);
// such a line counts for nothing and holds checkout until the shopper fixes it.

/** Under CHECKOUT NOW (and at PLACE ORDER) while a line has a problem. */
export const CHECKOUT_HELD =
  'Fix the marked items to check out: fewer units, another pack size, or remove them.';
