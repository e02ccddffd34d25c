// How many shoppers wait for this product's NOTIFY ME mail (admin/product/notify-count,
// docs/decisions/0024-notify-alerts.md): they are mailed once it is on sale with stock.
import { useNotifyCount } from '../api/get-notify-count.ts';

export function NotifyWaiting({ productId }: { productId: number }) {
  const waiting = useNotifyCount(productId);
  if (waiting.data === undefined) return null;
  return (
    <p role="status">
      {waiting.data === 0
        ? 'No shopper waits for a NOTIFY ME mail.'
        : `${waiting.data} ${waiting.data === 1 ? 'shopper waits' : 'shoppers wait'} for a NOTIFY ME mail: it goes when the product is on sale with stock.`}
    </p>
  );
}
