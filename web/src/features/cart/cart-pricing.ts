// What a cart line costs and what the cart adds up to. The price used is the discounted price when
// there is one, else the MRP; the discount shown is the MRP total minus the total. Sums run in whole
// paise so ₹0.1 + ₹0.2 is ₹0.30, never ₹0.30000000000000004.
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

const paise = (rupees: number) => Math.round(rupees * 100);

export interface CartSummary {
  totalMrp: number;
  total: number;
  discount: number;
}

export function summarise(lines: { unit: UnitPrice; quantity: number }[]): CartSummary {
  let mrp = 0;
  let total = 0;
  for (const { unit, quantity } of lines) {
    mrp += paise(unit.mrp) * quantity;
    total += paise(unit.price) * quantity;
  }
  return { totalMrp: mrp / 100, total: total / 100, discount: Math.max(0, mrp - total) / 100 };
}
