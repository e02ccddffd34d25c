// The two things a shopper (or an admin) does to an order from these screens: move one line to a
// status, or cancel the whole order. Success shows the server's words and reloads the orders.
import { messages } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isRefusal } from '../../lib/api-failure.ts';
import { useToast } from '../../ui/toast.tsx';
import { cancelOrder } from './api/cancel-order.ts';
import { orderByAccessQueryKey } from './api/view-order.ts';
import { updateOrderTracking } from './api/update-order-tracking.ts';
import type { SettableStatus } from './order-status.ts';
import { orderTexts } from './order-texts.ts';

export function useUpdateLineStatus() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ opId, status }: { opId: number; status: SettableStatus }) =>
      updateOrderTracking(opId, status),
    onSuccess: (answer) => toast({ kind: 'success', title: answer.message }),
    onError: (error) =>
      toast(
        isRefusal(error)
          ? { kind: 'error', title: orderTexts.statusUpdateFailed, text: error.message }
          : { kind: 'error', title: messages.serverError },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

/** What a failed cancellation reads: the server's refusal (e.g. it has shipped), else our words. */
export const cancelFailureText = (error: unknown) =>
  isRefusal(error) ? error.message : messages.serverError;

/** `toasts: false` for a screen that shows the outcome in place (the cancellation form). */
export function useCancelOrder({ toasts = true } = {}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ orderId, reason, access }: { orderId: number; reason: string; access?: string }) =>
      cancelOrder(orderId, reason, access),
    onSuccess: (answer) => toasts && toast({ kind: 'success', title: answer.message }),
    onError: (error) => toasts && toast({ kind: 'error', title: cancelFailureText(error) }),
    onSettled: (_answer, _error, { access }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        access !== undefined && queryClient.invalidateQueries({ queryKey: orderByAccessQueryKey(access) }),
      ]),
  });
}
