// After a payment that did not go through, the order's lines can go back into the cart so the
// shopper can change it before trying again. A line the cart already holds (same product and pack
// size) is left as it is: nothing is counted twice.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getSession } from '../../../lib/session.ts';
import { addToServerCart } from '../api/add-to-cart.ts';
import { cartQueryOptions } from '../api/get-cart.ts';
import type { OrderPayload } from '../api/place-order.ts';
import { addToGuestCart, parsePacketSize, readGuestLines, sameLine } from '../storage/guest-cart.ts';

export function useRestoreOrder() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function restore(payload: OrderPayload): Promise<void> {
    const session = getSession();
    setBusy(true);
    try {
      if (!session) {
        for (const line of payload.product_details) {
          const size = parsePacketSize(line.packet_size);
          if (!readGuestLines().some((held) => sameLine(held, line.product_id, size))) {
            addToGuestCart(line.product_id, line.quantity, size);
          }
        }
        return;
      }
      const held = await queryClient.fetchQuery(cartQueryOptions(session.userId));
      // One line after another, each on its own: a line sold out meanwhile does not stop the rest.
      for (const line of payload.product_details) {
        const size = parsePacketSize(line.packet_size);
        const there = held.some(
          (cartLine) =>
            (cartLine.ct_product_id ?? cartLine.p_id) === line.product_id &&
            (size === null || cartLine.ct_packet_size === size),
        );
        if (!there) {
          await addToServerCart(session.userId, {
            productId: line.product_id,
            quantity: line.quantity,
            packetSize: line.packet_size,
          }).catch(() => {});
        }
      }
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
    } finally {
      setBusy(false);
    }
  }

  return { restore, busy };
}
