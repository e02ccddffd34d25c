// The cart as the panel and the checkout see it, the same for a guest (lines in browser storage, the
// products fetched by id) and a logged-in shopper (the server's lines, products included).
import { messages, type PackSizePrice, type Product } from '@prime/contract';
import { useEffect, useMemo } from 'react';
import { serverMessageOr } from '../../../lib/api-failure.ts';
import { useSession } from '../../../lib/session.ts';
import { useCartProducts } from '../api/get-cart-products.ts';
import { useServerCart } from '../api/get-cart.ts';
import { findPack, unitPrice, type UnitPrice } from '../cart-pricing.ts';
import { settleGuestPackSizes, useGuestCart } from '../storage/guest-cart.ts';

export interface CartItem {
  /** Stable across renders: the server line id, or the guest line's product and size. */
  key: string;
  productId: number;
  /** The server cart line; null for a guest line. */
  cartId: number | null;
  /** Grams as stored; null for a guest line kept without a size (the product's first). */
  packetSize: number | null;
  quantity: number;
  /** `loading`: the product is on its way; `unavailable`: no longer sold (or the size is gone). */
  status: 'ready' | 'loading' | 'unavailable';
  product: Product | null;
  pack: PackSizePrice | undefined;
  unit: UnitPrice | null;
  /** Units of the line's pack size in stock. */
  stock: number;
}

export interface Cart {
  guest: boolean;
  items: CartItem[];
  isPending: boolean;
  /** What to tell the shopper when the cart could not be read. */
  error: string | null;
  retry: () => void;
}

function describe(
  base: Pick<CartItem, 'key' | 'productId' | 'cartId' | 'packetSize' | 'quantity'>,
  product: Product | null | undefined,
): CartItem {
  if (product === undefined) {
    return { ...base, status: 'loading', product: null, pack: undefined, unit: null, stock: 0 };
  }
  const pack = product ? findPack(product, base.packetSize) : undefined;
  if (!product || (product.product_price.length > 0 && !pack)) {
    return { ...base, status: 'unavailable', product, pack: undefined, unit: null, stock: 0 };
  }
  return {
    ...base,
    status: 'ready',
    product,
    pack,
    unit: unitPrice(product, pack),
    stock: pack ? pack.pp_stocks : product.p_stocks,
  };
}

function useGuestItems() {
  const lines = useGuestCart();
  const ids = useMemo(() => [...new Set(lines.map((line) => line.productId))], [lines]);
  const queries = useCartProducts(ids);
  const productOf = (productId: number) => {
    const query = queries[ids.indexOf(productId)];
    const carried = lines.find((line) => line.productId === productId)?.productDetails;
    // The product page's older entries carry the product: good enough when the fetch fails.
    if (!query || query.isPending) return carried;
    return query.isError ? (carried ?? undefined) : query.data;
  };
  const items = lines.map((line) =>
    describe(
      {
        key: `guest-${line.productId}-${line.packetSize ?? 'first'}`,
        productId: line.productId,
        cartId: null,
        packetSize: line.packetSize,
        quantity: line.quantity,
      },
      productOf(line.productId),
    ),
  );
  const failed = queries.some((query, index) => query.isError && productOf(ids[index]!) === undefined);
  // Once every product is known, lines stored without a size take their product's first one.
  const firstPacks = queries.every((query) => !query.isPending)
    ? ids.map((id, index) => `${id}:${queries[index]?.data?.product_price[0]?.pp_packet_size ?? 0}`).join(',')
    : '';
  useEffect(() => {
    if (!firstPacks) return;
    const sizes = new Map(
      firstPacks.split(',').map((pair) => pair.split(':').map(Number) as [number, number]),
    );
    settleGuestPackSizes((productId) => sizes.get(productId) || undefined);
  }, [firstPacks]);

  return {
    items,
    isPending: queries.some((query) => query.isPending),
    error: failed ? messages.productDataFailed : null,
    retry: () => queries.forEach((query) => query.isError && void query.refetch()),
  };
}

export function useCart(): Cart {
  const session = useSession();
  const guest = useGuestItems();
  const server = useServerCart();

  const own = session
    ? {
        items: (server.data ?? []).map((line) =>
          describe(
            {
              key: `line-${line.ct_id}`,
              productId: line.ct_product_id ?? line.p_id,
              cartId: line.ct_id,
              packetSize: line.ct_packet_size ?? null,
              quantity: line.ct_quantity,
            },
            line,
          ),
        ),
        isPending: server.isPending,
        error: server.isError ? serverMessageOr(server.error, messages.cartLoadFailed) : null,
        retry: () => void server.refetch(),
      }
    : guest;

  return { guest: !session, ...own };
}
