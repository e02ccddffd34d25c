// The returns of an order as the customer sees them (which items, why, what the shop decided and said),
// and "Return items": within 7 days of delivery, the customer picks the delivered items to send back
// and says why; the return's status then shows on the order.
import {
  addReturnBody,
  MAX_RETURN_REASON,
  messages,
  RETURN_WINDOW_DAYS,
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
import { returnableLines, returnStatusText } from './order-returns.ts';
import styles from './orders.module.css';

const lineName = (line: OrderLine) =>
  `${line.p_productname} (${formatPackSize(line.op_packet_size, line.op_unit)})`;

export function OrderReturnsList({ lines, returns }: { lines: OrderLine[]; returns: OrderReturn[] }) {
  if (returns.length === 0) return null;
  const named = (opId: number) => {
    const line = lines.find((candidate) => candidate.op_id === opId);
    return line ? lineName(line) : null;
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
              {request.op_ids.map(named).filter(Boolean).join(', ')}. Reason: {request.reason}
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
  const returnable = returnableLines(lines, returns);
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
  onClose: () => void;
}

type ReturnErrors = { lines?: string; reason?: string };

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
        setErrors({ lines: field('op_ids'), reason: field('reason') });
      }
      toast({ kind: 'error', title: serverMessageOr(error, messages.serverError) });
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}

interface ReturnLinesChoiceProps {
  returnable: OrderLine[];
  chosen: number[];
  onChosen: (change: (before: number[]) => number[]) => void;
  error: string | undefined;
}

/** A checkbox for each item that may be returned. */
function ReturnLinesChoice({ returnable, chosen, onChosen, error }: ReturnLinesChoiceProps) {
  return (
    <fieldset aria-describedby={error ? 'return-lines-error' : undefined}>
      <legend>Items to return</legend>
      {returnable.map((line) => (
        <label key={line.op_id} className={styles.choice}>
          <input
            type="checkbox"
            checked={chosen.includes(line.op_id)}
            onChange={(event) =>
              onChosen((before) =>
                event.target.checked ? [...before, line.op_id] : before.filter((opId) => opId !== line.op_id),
              )
            }
          />
          <span>
            {lineName(line)} · Quantity {line.op_quantity}
          </span>
        </label>
      ))}
      {error && (
        <p id="return-lines-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ReturnDialog({ orderId, orderRef, returnable, startWith, onClose }: ReturnDialogProps) {
  const [chosen, setChosen] = useState<number[]>(
    returnable.length === 1 ? [returnable[0]!.op_id] : startWith !== undefined ? [startWith] : [],
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<ReturnErrors>({});
  const send = useRequestReturn(onClose, setErrors);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = addReturnBody.safeParse({ ...orderRef, op_ids: chosen, reason });
    if (!checked.success) {
      const field = (name: string) => checked.error.issues.find((issue) => issue.path[0] === name)?.message;
      setErrors({ lines: field('op_ids'), reason: field('reason') });
      return;
    }
    setErrors({});
    send.mutate(checked.data);
  }

  return (
    <Dialog open title={`Return items of order #${orderId}`} onClose={onClose} closeOnBackdrop={false}>
      <form onSubmit={onSubmit} noValidate className={styles.returnForm}>
        <p className={styles.muted}>
          Items may be returned within {RETURN_WINDOW_DAYS} days of delivery, unused and in their packaging.
          The shop replies by mail; once the items are back, their amount is refunded.
        </p>
        <ReturnLinesChoice
          returnable={returnable}
          chosen={chosen}
          onChosen={setChosen}
          error={errors.lines}
        />
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
