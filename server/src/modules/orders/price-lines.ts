// The first step of placing an order: what each line costs, read from the database under the same
// locks that will take its stock. The client's prices are never read; its lines only name products,
// pack sizes and quantities.
import { messages, type OrderLineItem } from '@prime/contract';
import type { Tx } from '../../db/client.ts';
import { lockPackSizes } from '../../db/order-stock.ts';
import { chooseOrderPacks } from '../../db/pack-size-choice.ts';
import { conflict } from '../../http/errors.ts';

export interface PricedLine {
  productId: number;
  packSizeId: number;
  productName: string;
  productImage: string;
  grams: number;
  quantity: number;
  unitPricePaise: number;
  unitMrpPaise: number;
  totalPaise: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** The lines' total at selling prices, before any coupon. */
  subtotalPaise: number;
  /** The lines' total at MRP. */
  mrpTotalPaise: number;
}

/**
 * Resolves and prices the lines; two lines of one product and pack size become one. 404 for an
 * unknown product, 400 for a pack size it lacks (naming the line), 409 for a product no longer sold.
 * The pack sizes stay locked until the transaction ends.
 */
export async function priceLines(tx: Tx, items: readonly OrderLineItem[]): Promise<PricedOrder> {
  const chosen = await chooseOrderPacks(tx, items);
  const wanted = new Map<number, { quantity: number; index: number }>();
  chosen.forEach(({ pack }, index) => {
    const earlier = wanted.get(pack.id);
    wanted.set(pack.id, {
      quantity: (earlier?.quantity ?? 0) + items[index]!.quantity,
      index: earlier?.index ?? index,
    });
  });

  const locked = await lockPackSizes(tx, [...wanted.keys()]);
  const lines = [...wanted].map(([packSizeId, { quantity, index }]): PricedLine => {
    const product = chosen[index]!.product;
    // Locked just now: the row exists unless an admin removed the pack size in between.
    const pack = locked.get(packSizeId);
    if (!pack) throw conflict(messages.pricesChanged);
    return {
      productId: product.id,
      packSizeId,
      productName: product.name,
      productImage: product.image,
      grams: pack.grams,
      quantity,
      unitPricePaise: pack.pricePaise,
      unitMrpPaise: pack.mrpPaise,
      totalPaise: pack.pricePaise * quantity,
    };
  });
  return {
    lines,
    subtotalPaise: lines.reduce((sum, line) => sum + line.totalPaise, 0),
    mrpTotalPaise: lines.reduce((sum, line) => sum + line.unitMrpPaise * line.quantity, 0),
  };
}
