// Sending an order: one Idempotency-Key per attempt (see idempotency-key.ts), a dropped connection or
// a busy gateway retried with that same key, and the shopper's words for every way it can fail.
// After success the order is kept for the next pages and the browser goes on to pay or to /thank-you.
import { messages, type FieldError } from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { placeOrder, type OrderPayload } from '../api/place-order.ts';
import { attemptFor, type Attempt } from './idempotency-key.ts';
import { leaveFor } from './leave-for.ts';
import { paymentDestination, saveOrderDetails } from './order-details.ts';

/** Waits before sending the same attempt again after no answer (or a gateway's 502–504). */
export const RETRY_DELAYS_MS = [600, 1800];

export interface OrderFailure {
  message: string;
  errors: FieldError[];
  /** Prices (or stock) moved since the cart was read: the cart has been read again. */
  cartChanged: boolean;
}

const worthRetrying = (error: unknown) =>
  error instanceof ApiError && (error.isNetwork || [502, 503, 504].includes(error.status));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sendAttempt(payload: OrderPayload, attempt: Attempt) {
  for (let retry = 0; ; retry++) {
    try {
      return await placeOrder(payload, attempt.key);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[retry];
      if (!worthRetrying(error) || delay === undefined) throw error;
      await pause(delay);
    }
  }
}

export function describeOrderFailure(error: unknown): OrderFailure {
  if (!(error instanceof ApiError) || error.isNetwork) {
    return { message: messages.orderFailedTryAgain, errors: [], cartChanged: false };
  }
  if (error.status >= 500) return { message: messages.serverError, errors: [], cartChanged: false };
  return {
    message: error.message || messages.orderFailed,
    errors: error.errors,
    cartChanged: error.status === 409,
  };
}

export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  /** Places the order; answers null once the browser is on its way, else why it failed. `onPlaced`
   * runs first (e.g. to empty the guest cart). */
  async function submit(payload: OrderPayload, onPlaced?: () => void): Promise<OrderFailure | null> {
    // A second press while the first is on its way sends nothing.
    if (sending.current) return null;
    sending.current = true;
    setBusy(true);
    attempt.current = attemptFor(attempt.current, payload);
    try {
      const answer = await sendAttempt(payload, attempt.current);
      saveOrderDetails(answer.order_id, payload);
      onPlaced?.();
      // The server emptied an account's cart.
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      const destination = paymentDestination(answer.paymentLinkUrl);
      // Busy stays on: the page is on its way out and the order must not be sent again.
      if (destination) leaveFor(destination);
      else navigate(`/thank-you?order_id=${answer.order_id}`);
      return null;
    } catch (error) {
      sending.current = false;
      setBusy(false);
      const failure = describeOrderFailure(error);
      if (failure.cartChanged) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['cart'] }),
          queryClient.invalidateQueries({ queryKey: ['product'] }),
          queryClient.invalidateQueries({ queryKey: ['quote'] }),
        ]);
      }
      return failure;
    }
  }

  return { submit, busy };
}
