// The returns of an order as the customer sees them (which items, how many, why, what the shop decided
// and said), and "Return items": within 7 days of delivery, the customer picks the delivered items to
// send back (and how many of each: one leaking tube of two), says why and, for cash on delivery, where
// the refund goes; the return's status then shows on the order.
import {
  addReturnBody,
  MAX_RETURN_REASON,
  messages,
  type OrderLine,
  type OrderReturn,
} from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { serverMessageOr } from '../../lib/api-failure.ts';
import { formatDate, formatPackSize } from '../../lib/format.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { useToast } from '../../ui/toast.tsx';
import { requestReturn, type ReturnOrderRef } from './api/request-return.ts';
import { useReturnDays } from './api/get-return-days.ts';
import { anyDelivered, returnableLines, returnStatusText } from './order-returns.ts';
import { emptyRefundTo, RefundToFields, refundToOf, type RefundToDraft } from './refund-to-fields.tsx';
import styles from './orders.module.css';

const lineName = (line: OrderLine) =>
  `${line.p_productname} (${formatPackSize(line.op_packet_size, line.op_unit)})`;

export function OrderReturnsList({ lines, returns }: { lines: OrderLine[]; returns: OrderReturn[] }) {
  if (returns.length === 0) return null;
  const named = ({ op_id, quantity }: { op_id: number; quantity: number }) => {
    const line = lines.find((candidate) => candidate.op_id === op_id);
    if (!line) return null;
    return quantity < line.op_quantity
      ? `${quantity} of ${line.op_quantity} × ${lineName(line)}`
      : lineName(line);
  };
  return (
    <section className={styles.returns} aria-label="Returns">
      <h3 className={styles.trackedName}>Returns</h3>
      <ul>
        {returns.map((request) => (
          <li key={request.rq_id}>
            <p>
              <strong>{returnStatusText[request.status]}</strong> · asked on {formatDate(request.created_at)}
            </p>
            <p className={styles.muted}>
              {request.lines.map(named).filter(Boolean).join(', ')}. Reason: {request.reason}
            </p>
            {request.note && <p className={styles.muted}>From the shop: {request.note}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ReturnItemsProps {
  orderId: number;
  orderRef: ReturnOrderRef;
  lines: OrderLine[];
  returns: OrderReturn[];
  /** The line the action was opened beside: ticked to begin with. */
  startWith?: number;
}

/** The "Return items" button and its dialog; nothing when no item may be returned. */
export function ReturnItems({ orderId, orderRef, lines, returns, startWith }: ReturnItemsProps) {
  const [open, setOpen] = useState(false);
  const days = useReturnDays(anyDelivered(lines));
  const returnable = returnableLines(lines, returns, days);
  if (returnable.length === 0) return null;
  return (
    <div className={styles.orderActions}>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        Return items
      </button>
      {open && (
        <ReturnDialog
          orderId={orderId}
          orderRef={orderRef}
          returnable={returnable}
          startWith={startWith}
          days={days}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

interface ReturnDialogProps {
  orderId: number;
  orderRef: ReturnOrderRef;
  returnable: OrderLine[];
  startWith?: number;
  /** The shop's return window. */
  days: number;
  onClose: () => void;
}

type ReturnErrors = { lines?: string; reason?: string; refundTo?: string };

/** Sends the return; the server's refusal of a field shows at that field, any failure in a toast. */
function useRequestReturn(onClose: () => void, setErrors: (errors: ReturnErrors) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: (answer) => {
      toast({ kind: 'success', title: answer.message });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        const field = (name: string) => error.errors.find((one) => one.field === name)?.message;
        setErrors({
          lines: field('op_ids') ?? field('lines'),
          reason: field('reason'),
          refundTo: field('refund_to'),
        });
      }
      toast({ kind: 'error', title: serverMessageOr(error, messages.serverError) });
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** The items chosen, each with how many of its units go back. */
type Chosen = Map<number, number>;

interface ReturnLinesChoiceProps {
  returnable: OrderLine[];
  chosen: Chosen;
  onChosen: (change: (before: Chosen) => Chosen) => void;
  error: string | undefined;
}

const withChange = (before: Chosen, opId: number, quantity: number | null) => {
  const next = new Map(before);
  if (quantity === null) next.delete(opId);
  else next.set(opId, quantity);
  return next;
};

/** A checkbox for each item that may be returned, and how many of it when it has more than one. */
function ReturnLinesChoice({ returnable, chosen, onChosen, error }: ReturnLinesChoiceProps) {
  return (
    <fieldset aria-describedby={error ? 'return-lines-error' : undefined}>
      <legend>Items to return</legend>
      {returnable.map((line) => (
        <div key={line.op_id}>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={chosen.has(line.op_id)}
              onChange={(event) =>
                onChosen((before) =>
                  withChange(before, line.op_id, event.target.checked ? line.op_quantity : null),
                )
              }
            />
            <span>
              {lineName(line)} · Quantity {line.op_quantity}
            </span>
          </label>
          {chosen.has(line.op_id) && line.op_quantity > 1 && (
            <Field label={`How many of ${lineName(line)}`}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={1}
                  max={line.op_quantity}
                  value={chosen.get(line.op_id)}
                  onChange={(event) =>
                    onChosen((before) =>
                      withChange(
                        before,
                        line.op_id,
                        Math.min(line.op_quantity, Math.max(1, Number(event.target.value) || 1)),
                      ),
                    )
                  }
                />
              )}
            </Field>
          )}
        </div>
      ))}
      {error && (
        <p id="return-lines-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The items ticked to begin with: the only one, or the one the action was opened beside. */
function firstChosen(returnable: OrderLine[], startWith: number | undefined): Chosen {
  const first = returnable.length === 1 ? returnable[0] : returnable.find((line) => line.op_id === startWith);
  return new Map(first ? [[first.op_id, first.op_quantity]] : []);
}

function ReturnDialog({ orderId, orderRef, returnable, startWith, days, onClose }: ReturnDialogProps) {
  const [chosen, setChosen] = useState<Chosen>(() => firstChosen(returnable, startWith));
  const [reason, setReason] = useState('');
  const [refundTo, setRefundTo] = useState<RefundToDraft>(emptyRefundTo);
  const [errors, setErrors] = useState<ReturnErrors>({});
  const send = useRequestReturn(onClose, setErrors);
  const cod = returnable[0]?.od_payment_method === 'cod';

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const lines = [...chosen].map(([op_id, quantity]) => ({ op_id, quantity }));
    // Whole items by their ids; with part of an item, each item and how many of it.
    const whole = returnable.every(
      (line) => (chosen.get(line.op_id) ?? line.op_quantity) === line.op_quantity,
    );
    const checked = addReturnBody.safeParse({
      ...orderRef,
      ...(whole ? { op_ids: lines.map((line) => line.op_id) } : { lines }),
      reason,
      ...(cod ? { refund_to: refundToOf(refundTo) } : {}),
    });
    if (!checked.success) {
      const field = (name: string) => checked.error.issues.find((issue) => issue.path[0] === name)?.message;
      setErrors({
        lines: field('op_ids') ?? field('lines'),
        reason: field('reason'),
        refundTo: field('refund_to'),
      });
      return;
    }
    setErrors({});
    send.mutate(checked.data);
  }

  return (
    <Dialog open title={`Return items of order #${orderId}`} onClose={onClose} closeOnBackdrop={false}>
      <form onSubmit={onSubmit} noValidate className={styles.returnForm}>
        <p className={styles.muted}>
          Items may be returned within {days} days of delivery, unused and in their packaging. The shop
          replies by mail; once the items are back, their amount is refunded.
        </p>
        <ReturnLinesChoice
          returnable={returnable}
          chosen={chosen}
          onChosen={setChosen}
          error={errors.lines}
        />
        {cod && <RefundToFields draft={refundTo} onChange={setRefundTo} error={errors.refundTo} />}
        <Field label="Why are you returning them?" error={errors.reason}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={MAX_RETURN_REASON}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={send.isPending}>
            Keep the items
          </button>
          <button type="submit" className="btn" disabled={send.isPending}>
            {send.isPending ? 'SENDING…' : 'Request return'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
