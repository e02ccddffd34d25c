// What one unit of a cart line costs, as its product shows it: the discounted price when there is one,
// else the MRP. What the cart adds up to is the server's quote (api/get-quote.ts), never a sum here.
import type { PackSizePrice, Product } from '@prime/contract';

/** The pack of this size, or the product's first when no size was chosen; undefined if it lacks it. */
export function findPack(product: Product, packetSize: number | null): PackSizePrice | undefined {
  if (packetSize === null) return product.product_price[0];
  return product.product_price.find((pack) => pack.pp_packet_size === packetSize);
}

export interface UnitPrice {
  price: number;
  mrp: number;
}

export function unitPrice(product: Product, pack: PackSizePrice | undefined): UnitPrice {
  const mrp = pack ? pack.pp_prize : product.p_prize;
  const discounted = pack ? pack.pp_discount_prize : product.p_discount_prize;
  return { price: discounted > 0 ? discounted : mrp, mrp };
}
