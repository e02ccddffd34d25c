// /MainLayout/ordercancellation: the shopper names one of their orders, a contact number and the
// reason, and CANCEL YOUR ORDER cancels the whole order while nothing has shipped; a paid order is
// refunded, so the page asks first. The outcome, or the server's reason for refusing, is shown in
// place.
import { messages, mobileError } from '@prime/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { bindFields } from '../../ui/bind-fields.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { PhoneField } from '../../ui/digit-fields.tsx';
import { Field } from '../../ui/field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import pageStyles from '../../ui/page-panel.module.css';
import { useOrders } from './api/get-orders.ts';
import { OrderPicks } from './order-picks.tsx';
import { CANCELLED, canCancelOrder, linesOfOrder } from './order-status.ts';
import { orderTexts } from './order-texts.ts';
import { readOrderId } from './read-order-id.ts';
import styles from './orders.module.css';
import { cancelFailureText, useCancelOrder } from './use-order-actions.ts';

type Outcome = { ok: boolean; text: string };
/** A paid order waiting for the shopper's yes. */
type Asking = { orderId: number };

interface CancelFormValues {
  orderId: string;
  phone: string;
  reason: string;
}

/** The order id read from the form (null when there is none) and what is wrong with each field. */
function checkCancelForm(values: CancelFormValues) {
  const orderId = readOrderId(values.orderId);
  const found = {
    orderId: orderId === null ? orderTexts.orderIdRequired : undefined,
    phone: mobileError(values.phone) ? messages.enterValidPhone : undefined,
    reason: values.reason.trim() ? undefined : orderTexts.reasonRequired,
  };
  return { orderId, found };
}

/**
 * Cancelling the order the form names: its lines are read again first (one not found or already
 * cancelled is refused here), then an unpaid order is cancelled at once and a paid one after a yes.
 */
function useOrderCancellation(
  orders: ReturnType<typeof useOrders>,
  values: CancelFormValues,
  clearReason: () => void,
) {
  const cancel = useCancelOrder({ toasts: false });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);

  async function request(orderId: number) {
    setBusy(true);
    try {
      const fresh = await orders.refetch();
      if (fresh.isError) return setOutcome({ ok: false, text: messages.serverError });
      const order = linesOfOrder(fresh.data ?? [], orderId);
      if (order.length === 0) return setOutcome({ ok: false, text: orderTexts.notFound(orderId) });
      if (order.every((line) => line.op_delivery_status === CANCELLED)) {
        return setOutcome({ ok: false, text: orderTexts.alreadyCancelled });
      }
      if (order[0]!.od_payment_status === 'paid') return setAsking({ orderId });
      await cancelNow(orderId, false);
    } finally {
      setBusy(false);
    }
  }

  async function cancelNow(orderId: number, paid: boolean) {
    setBusy(true);
    try {
      // The call takes a reason only: the number goes with it, so the shop can call back.
      const reason = `${values.reason.trim()}\nContact number: ${values.phone}`;
      const answer = await cancel.mutateAsync({ orderId, reason });
      setOutcome({
        ok: true,
        text: `${answer.message.replace(/\.?$/, '.')} Order #${orderId} will not be delivered.${paid ? ` ${orderTexts.refundNote}` : ''}`,
      });
      clearReason();
    } catch (error) {
      setOutcome({ ok: false, text: cancelFailureText(error) });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  return { outcome, setOutcome, busy, asking, setAsking, request, cancelNow };
}

/** The order cancelled, or why it was not. */
function CancelOutcome({ outcome }: { outcome: Outcome | null }) {
  return (
    <>
      <div role="status">
        {outcome?.ok && (
          <div className={styles.result}>
            <p>{outcome.text}</p>
          </div>
        )}
      </div>
      <div role="alert">
        {outcome && !outcome.ok && (
          <div className={`${styles.result} ${styles.refused}`}>
            <p>{outcome.text}</p>
          </div>
        )}
      </div>
    </>
  );
}

export default function OrderCancellationPage() {
  usePageTitle('Cancel Your Order');
  const session = useSession();
  const [params] = useSearchParams();
  const orders = useOrders();
  const [values, setValues] = useState<CancelFormValues>({
    orderId: params.get('order_id') ?? '',
    phone: session?.phone ?? '',
    reason: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof CancelFormValues, string>>>({});
  const cancellation = useOrderCancellation(orders, values, () =>
    setValues((current) => ({ ...current, reason: '' })),
  );
  const { asking, busy } = cancellation;
  const cancellable = (orders.data ?? []).filter((line) =>
    canCancelOrder(linesOfOrder(orders.data ?? [], line.od_id)),
  );

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const { orderId, found } = checkCancelForm(values);
    setErrors(found);
    cancellation.setOutcome(null);
    if (orderId === null || found.phone || found.reason) return;
    await cancellation.request(orderId);
  }

  const { text, digits, set } = bindFields(values, errors, setValues);

  return (
    <section className={pageStyles.panel} aria-labelledby="cancel-order">
      <h1 id="cancel-order" className={pageStyles.heading}>
        CANCEL YOUR ORDER
      </h1>
      <p className={styles.lead}>An order can be cancelled until it ships. A paid order is refunded.</p>
      <OrderPicks
        label="Your orders that can still be cancelled:"
        lines={cancellable}
        chosen={values.orderId}
        onPick={(orderId) => set('orderId')(String(orderId))}
      />
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField label="Order ID" inputMode="numeric" autoComplete="off" {...text('orderId')} />
        <PhoneField label="Contact Number" {...digits('phone')} />
        <Field label="Reason" error={errors.reason}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={400}
              value={values.reason}
              onChange={(event) => set('reason')(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-clay" disabled={busy}>
          CANCEL YOUR ORDER
        </button>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={`Cancel order #${asking?.orderId ?? ''}?`}
        text={orderTexts.confirmPaidCancel}
        cancelLabel="Keep order"
        confirmLabel="Cancel order"
        busy={busy}
        onCancel={() => cancellation.setAsking(null)}
        onConfirm={() => asking && void cancellation.cancelNow(asking.orderId, true)}
      />
      <CancelOutcome outcome={cancellation.outcome} />
    </section>
  );
}
