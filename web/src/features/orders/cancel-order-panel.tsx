// Cancelling a whole order from its tracking: a first press asks for the reason, the second sends it.
// The form opens at the foot of the tracking, which a phone shows only in part: its buttons are
// brought into view with it, not only the reason box that takes the focus.
import { useEffect, useRef, useState } from 'react';
import { Field } from '../../ui/field.tsx';
import { orderTexts } from './order-texts.ts';
import styles from './orders.module.css';
import { useCancelOrder } from './use-order-actions.ts';

/** `access`: the order's link token, when the page is opened by its link (a guest). */
export function CancelOrderPanel({ orderId, access }: { orderId: number; access?: string }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useCancelOrder();
  const actions = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (asking) actions.current?.scrollIntoView({ block: 'nearest' });
  }, [asking]);

  if (!asking) {
    return (
      <button type="button" className="btn btn-outline" onClick={() => setAsking(true)}>
        Cancel order
      </button>
    );
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(orderTexts.reasonRequired);
    setError(undefined);
    cancel.mutate({ orderId, reason: reason.trim(), access }, { onSuccess: () => setAsking(false) });
  }

  return (
    <form
      className={styles.cancelForm}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Cancel order #${orderId}`}
    >
      <Field label="Reason" error={error}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={400}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            autoFocus
          />
        )}
      </Field>
      <div className={styles.actions} ref={actions}>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => setAsking(false)}
          disabled={cancel.isPending}
        >
          Keep order
        </button>
        <button type="submit" className="btn btn-clay" disabled={cancel.isPending}>
          {cancel.isPending ? 'CANCELLING…' : 'Confirm cancellation'}
        </button>
      </div>
    </form>
  );
}
