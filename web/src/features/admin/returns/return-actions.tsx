// What staff do with a return, by its state: a requested one is approved or refused, each with a note
// the customer reads; an approved one is marked received once the goods arrive, choosing whether they
// go back into stock, and refunded (an online order through its gateway; a cash-on-delivery order with
// the UPI or bank reference staff paid it with, which is required then). Refusing and receiving are
// never taken back: each dialog says so before its button does it.
import {
  adminReturnDecideBody,
  adminReturnReceiveBody,
  returnMessages,
  type OrderReturn,
  type PaymentMethod,
} from '@prime/contract';
import { useState } from 'react';
import { formatRupees } from '../../../lib/format.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { decideReturn, receiveReturn } from '../api/returns.ts';
import { errorsByPath } from '../shared/errors.ts';
import { Checkbox, TextArea } from '../shared/form-controls.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';

interface ReturnActionsProps {
  request: Pick<OrderReturn, 'rq_id' | 'status'>;
  /** How the order was paid, when known: a cash-on-delivery refund needs its payout reference. */
  paymentMethod?: PaymentMethod;
  /** Rupees receiving it refunds, when known: the receive dialog names the amount. */
  refundDue?: number;
}

type Opened = 'approve' | 'refuse' | 'receive' | null;

export function ReturnActions({ request, paymentMethod, refundDue }: ReturnActionsProps) {
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  if (request.status !== 'requested' && request.status !== 'approved') return null;
  return (
    <div className={shared.actions}>
      {request.status === 'requested' ? (
        <>
          <button type="button" className="btn" onClick={() => setOpened('approve')}>
            Approve return #{request.rq_id}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setOpened('refuse')}>
            Refuse return #{request.rq_id}
          </button>
        </>
      ) : (
        <button type="button" className="btn" onClick={() => setOpened('receive')}>
          Receive return #{request.rq_id}
        </button>
      )}
      {(opened === 'approve' || opened === 'refuse') && (
        <DecideDialog rqId={request.rq_id} approve={opened === 'approve'} onClose={close} />
      )}
      {opened === 'receive' && (
        <ReceiveDialog
          rqId={request.rq_id}
          paymentMethod={paymentMethod}
          refundDue={refundDue}
          onClose={close}
        />
      )}
    </div>
  );
}

function DecideDialog({ rqId, approve, onClose }: { rqId: number; approve: boolean; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const decide = useAdminWrite({
    write: decideReturn,
    success: (answer) => answer.message || `Return #${rqId} ${approve ? 'approved' : 'refused'}`,
    onSuccess: onClose,
  });
  const verb = approve ? 'Approve' : 'Refuse';

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = adminReturnDecideBody.safeParse({ rq_id: rqId, approve: approve ? 1 : 0, note });
    // The server takes a refusal without a note; the console asks for one, since the customer reads why.
    const problem = !checked.success
      ? errorsByPath(checked.error.issues).note
      : !approve && checked.data.note === ''
        ? 'Say why the return is refused: the customer reads it.'
        : undefined;
    setError(problem);
    if (checked.success && !problem) decide.mutate(checked.data);
  }

  return (
    <Dialog open title={`${verb} return #${rqId}?`} onClose={onClose} closeOnBackdrop={false}>
      <form onSubmit={onSubmit} noValidate>
        <p className={shared.muted}>
          {approve
            ? 'The customer is mailed to send the items back. Once they arrive, mark the return received to refund it.'
            : 'The items count as delivered again and the customer cannot ask to return them a second time. This cannot be undone.'}
        </p>
        <TextArea
          label="Note to the customer"
          hint={approve ? 'Optional: how to send the items back.' : 'Why the return is refused.'}
          value={note}
          error={error ?? decide.fieldErrors.note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className={shared.formActions}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={decide.isPending}>
            Cancel
          </button>
          <button type="submit" className={approve ? 'btn' : 'btn btn-clay'} disabled={decide.isPending}>
            {decide.isPending ? 'Saving…' : `${verb} return`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

interface ReceiveDialogProps {
  rqId: number;
  paymentMethod?: PaymentMethod;
  refundDue?: number;
  onClose: () => void;
}

function ReceiveDialog({ rqId, paymentMethod, refundDue, onClose }: ReceiveDialogProps) {
  const [restock, setRestock] = useState(true);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const receive = useAdminWrite({
    write: receiveReturn,
    success: (answer) => answer.message || `Return #${rqId} received`,
    onSuccess: onClose,
  });
  const cod = paymentMethod === 'cod';

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = adminReturnReceiveBody.safeParse({
      rq_id: rqId,
      restock: restock ? 1 : 0,
      payout_reference: reference,
    });
    // Required for cash on delivery (the server says so too, naming the field).
    const problem = !checked.success
      ? errorsByPath(checked.error.issues).payout_reference
      : cod && !checked.data.payout_reference
        ? returnMessages.payoutReferenceRequired
        : undefined;
    setError(problem);
    if (checked.success && !problem) receive.mutate(checked.data);
  }

  return (
    <Dialog open title={`Receive return #${rqId}?`} onClose={onClose} closeOnBackdrop={false}>
      <form onSubmit={onSubmit} noValidate>
        <p className={shared.muted}>
          The items become Returned and{' '}
          {refundDue !== undefined
            ? `${formatRupees(refundDue)} is refunded`
            : 'their share of the order is refunded'}{' '}
          (delivery and cash-on-delivery charges are not).{' '}
          {paymentMethod === 'online'
            ? 'The refund goes back through the payment gateway.'
            : paymentMethod === 'cod'
              ? 'The order was paid in cash: pay the customer by UPI or bank transfer first, then record its reference.'
              : 'An online order is refunded through its gateway; a cash-on-delivery refund needs the UPI or bank reference you paid it with.'}{' '}
          The customer is mailed. This cannot be undone.
        </p>
        <Checkbox
          label="Put the items back in stock"
          checked={restock}
          onChange={(event) => setRestock(event.target.checked)}
        />
        {paymentMethod !== 'online' && (
          <TextField
            label="Payout reference (UPI or bank)"
            hint={
              cod ? 'Required for a cash-on-delivery order.' : 'Required when the order was paid in cash.'
            }
            autoComplete="off"
            value={reference}
            error={error ?? receive.fieldErrors.payout_reference}
            onChange={(event) => setReference(event.target.value)}
          />
        )}
        <div className={shared.formActions}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={receive.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={receive.isPending}>
            {receive.isPending ? 'Saving…' : 'Mark received and refund'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
