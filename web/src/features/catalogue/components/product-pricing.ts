// What a product costs as shown on cards: the price, MRP and percent off of the pack size on offer.
import type { PackSizePrice, Product } from '@prime/contract';
import { packOnOffer } from '../../../lib/pack-on-offer.ts';

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

export const packPrice = (pack: PackSizePrice): ShownPrice =>
  shownPrice(pack.pp_prize, pack.pp_discount_prize, pack.pp_discount);

/** The price of the pack size a card adds (the product's own fields hold its first pack's). */
export const productPrice = (product: Product): ShownPrice => {
  const pack = packOnOffer(product);
  return pack ? packPrice(pack) : shownPrice(product.p_prize, product.p_discount_prize, product.p_discount);
};

/** Card image: the product image, else the first gallery image (the caller falls back further). */
export const primaryImage = (product: Product): string | undefined =>
  product.p_image || product.productimage[0]?.pi_image || undefined;
