// PAY NOW on an ORDER HISTORY card of an order still waiting for its payment: a payment link again
// (`order/pay`, contract/src/orders.ts), then the gateway's page. A refusal (paid or cancelled
// meanwhile) shows the server's words and reloads the orders.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@prime/contract';
import { isRefusal } from '../../lib/api-failure.ts';
import { useToast } from '../../ui/toast.tsx';
import { paymentDestination } from '../cart/index.ts';
import { payOrder, type WaitingOrder } from './api/waiting-order.ts';
import styles from './orders.module.css';

export function PayNowButton({ order }: { order: WaitingOrder }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const pay = useMutation({
    mutationFn: () => payOrder(order),
    onSuccess: (url) => {
      const destination = paymentDestination(url);
      if (destination) window.location.assign(destination);
    },
    onError: async (error) => {
      toast({ kind: 'error', title: isRefusal(error) ? error.message : messages.serverError });
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
  return (
    <button
      type="button"
      className={`btn ${styles.track}`}
      aria-label={`PAY NOW for order #${order.orderId}`}
      disabled={pay.isPending}
      onClick={() => pay.mutate()}
    >
      {pay.isPending ? 'OPENING PAYMENT...' : 'PAY NOW'}
    </button>
  );
}
