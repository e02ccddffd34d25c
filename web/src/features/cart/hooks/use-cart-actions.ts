// Changing the cart from the panel: quantity, pack size, remove. A guest's change is written to browser
// storage at once. A logged-in shopper's shows at once too (optimistic) and is sent to the server;
// when the server refuses, the line goes back to what it was and the shopper is told why. The list
// is read again only once no change is on its way, so fast presses never flicker back. A pack size
// with fewer units in stock than the line held takes what it has, and says so.
import { messages, type CartLine } from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isRefusal, serverMessageOr } from '../../../lib/api-failure.ts';
import { useSession } from '../../../lib/session.ts';
import { useToast } from '../../../ui/toast.tsx';
import { deleteServerCartLine } from '../api/delete-cart-line.ts';
import { cartQueryKey } from '../api/get-cart.ts';
import { updateServerCartLine } from '../api/update-cart.ts';
import { formatPackSize } from '../../../lib/format.ts';
import { findPack } from '../cart-pricing.ts';
import {
  moveGuestLine,
  readGuestLines,
  removeGuestLine,
  sameLine,
  setGuestLineQuantity,
} from '../storage/guest-cart.ts';
import type { CartItem } from './use-cart.ts';

export const deleteFailure = (error: unknown) =>
  isRefusal(error) ? error.message || messages.deleteItemRefused : messages.deleteItemFailed;

/** Shows a change of the logged-in shopper's cart at once and sends it; see sendChange. */
function useOptimisticCartChange(key: ReturnType<typeof cartQueryKey>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const inFlight = useRef(0);

  /** Shows `change` at once, sends it, and on failure puts back the lines it touched as they were. */
  return async function sendChange(
    touched: number[],
    change: (lines: CartLine[]) => CartLine[],
    send: () => Promise<unknown>,
    failure: (error: unknown) => string,
  ) {
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<CartLine[]>(key) ?? [];
    queryClient.setQueryData<CartLine[]>(key, (lines) => change(lines ?? []));
    inFlight.current++;
    try {
      await send();
    } catch (error) {
      queryClient.setQueryData<CartLine[]>(key, (lines = []) => {
        const restored = lines.filter((line) => !touched.includes(line.ct_id));
        before.forEach((line, index) => {
          if (touched.includes(line.ct_id)) restored.splice(Math.min(index, restored.length), 0, line);
        });
        return restored;
      });
      toast({ kind: 'error', title: failure(error) });
    } finally {
      if (--inFlight.current === 0) void queryClient.invalidateQueries({ queryKey: ['cart'] });
    }
  };
}

const editLine = (item: CartItem, fields: Partial<CartLine>) => (lines: CartLine[]) =>
  lines.map((line) => (line.ct_id === item.cartId ? { ...line, ...fields } : line));

/**
 * Moves a guest's line to another pack size, joined with a line already of that size within its
 * stock; answers the quantity the two held together.
 */
function moveGuestLineTo(item: CartItem, packetSize: number, stock: number): number {
  const joined = readGuestLines().find((line) => sameLine(line, item.productId, packetSize))?.quantity ?? 0;
  const quantity = Math.max(1, Math.min(item.quantity + joined, stock));
  moveGuestLine(item.productId, item.packetSize, packetSize, quantity);
  return item.quantity + joined;
}

/** Another server line of the same product already of `packetSize`. */
function lineOfSize(lines: CartLine[], item: CartItem, cartId: number, packetSize: number) {
  return lines.find(
    (line) =>
      line.ct_id !== cartId &&
      (line.ct_product_id ?? line.p_id) === item.productId &&
      line.ct_packet_size === packetSize,
  );
}

export function useCartActions() {
  const session = useSession();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const key = cartQueryKey(session?.userId ?? '');
  const sendChange = useOptimisticCartChange(key);

  function changeQuantity(item: CartItem, quantity: number) {
    const next = Math.max(1, Math.min(quantity, item.stock));
    if (next === item.quantity) return;
    if (!session || item.cartId === null) {
      setGuestLineQuantity(item.productId, item.packetSize, next);
      return;
    }
    const cartId = item.cartId;
    void sendChange(
      [cartId],
      editLine(item, { ct_quantity: next }),
      () => updateServerCartLine(cartId, next),
      (error) => serverMessageOr(error, messages.serverError),
    );
  }

  /** Tells the shopper the pack size they moved to holds fewer units than they had. */
  function sayCut(wanted: number, stock: number, packetSize: number) {
    if (wanted <= stock) return;
    toast({
      kind: 'info',
      title: `Only ${stock} left in ${formatPackSize(packetSize)}: quantity set to ${stock}.`,
    });
  }

  function changePackSize(item: CartItem, packetSize: number) {
    const pack = item.product ? findPack(item.product, packetSize) : undefined;
    if (!pack || packetSize === item.packetSize) return;
    if (!session || item.cartId === null) {
      sayCut(moveGuestLineTo(item, packetSize, pack.pp_stocks), pack.pp_stocks, packetSize);
      return;
    }
    const cartId = item.cartId;
    // The server joins a line already of that size into this one: together they stay within stock.
    const other = lineOfSize(queryClient.getQueryData<CartLine[]>(key) ?? [], item, cartId, packetSize);
    const joined = other?.ct_quantity ?? 0;
    const quantity = Math.max(1, Math.min(item.quantity, pack.pp_stocks - joined));
    sayCut(item.quantity + joined, pack.pp_stocks, packetSize);
    void sendChange(
      other ? [cartId, other.ct_id] : [cartId],
      (current) =>
        editLine(item, { ct_packet_size: packetSize, ct_quantity: quantity + joined })(current).filter(
          (line) => line.ct_id !== other?.ct_id,
        ),
      () => updateServerCartLine(cartId, quantity, packetSize),
      (error) => serverMessageOr(error, messages.serverError),
    );
  }

  function remove(item: CartItem) {
    if (!session || item.cartId === null) {
      removeGuestLine(item.productId, item.packetSize);
      return;
    }
    const cartId = item.cartId;
    void sendChange(
      [cartId],
      (lines) => lines.filter((line) => line.ct_id !== cartId),
      () => deleteServerCartLine(cartId),
      deleteFailure,
    );
  }

  return { changeQuantity, changePackSize, remove };
}
