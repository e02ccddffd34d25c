// What a product costs as shown on cards: the first pack size's price, MRP and percent off.
import type { PackSizePrice, Product } from '@prime/contract';

export interface ShownPrice {
  price: number;
  mrp: number;
  percentOff: number;
}

/** Price used: the discounted price when there is one, else the original, as the server prices it. */
export function shownPrice(mrp: number, discounted: number, percentOff: number): ShownPrice {
  const price = discounted > 0 ? discounted : mrp;
  return { price, mrp, percentOff: price < mrp ? Math.max(0, Math.round(percentOff)) : 0 };
}

export const productPrice = (product: Product): ShownPrice =>
  shownPrice(product.p_prize, product.p_discount_prize, product.p_discount);

export const packPrice = (pack: PackSizePrice): ShownPrice =>
  shownPrice(pack.pp_prize, pack.pp_discount_prize, pack.pp_discount);

/** Card image: the product image, else the first gallery image (the caller falls back further). */
export const primaryImage = (product: Product): string | undefined =>
  product.p_image || product.productimage[0]?.pi_image || undefined;
