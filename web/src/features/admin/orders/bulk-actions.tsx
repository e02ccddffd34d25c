// What staff do with the orders ticked in the list: move them all to one status (admin/order/bulk-status,
// each order on its own; the answer says for each whether it moved, or why not in the server's words),
// or print one PDF of their packing slips. A move that skips steps or delivers asks first, naming the
// orders it concerns; a move to Shipped says first that the mails will carry no AWB.
import { type AdminOrderBulkStatusBody, type DeliveryStatus, type Order } from '@prime/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { moveOrders, type BulkMoveResult } from '../api/move-order.ts';
import { downloadPackingSlips } from '../api/packing-slips.ts';
import { failureMessage } from '../shared/errors.ts';
import { Checkbox, Select } from '../shared/form-controls.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { furthestBehind } from './order-lines-state.ts';
import { laterStatuses, moveWarning } from './order-status.ts';
import styles from './orders.module.css';

/** A bulk move goes to any step after Order confirmed, which the orders already reached when paid. */
const BULK_STATUSES = laterStatuses('Order confirmed');

interface BulkActionsProps {
  /** The orders of this page. */
  orders: Order[];
  chosen: ReadonlySet<number>;
  onChoose: (orderIds: number[], chosen: boolean) => void;
}

export function BulkActions({ orders, chosen, onChoose }: BulkActionsProps) {
  const [results, setResults] = useState<BulkResults | null>(null);
  const picked = orders.filter((order) => chosen.has(order.od_id));
  const allChosen = orders.length > 0 && orders.every((order) => chosen.has(order.od_id));
  return (
    <div className={styles.bulk}>
      <Checkbox
        label="Select every order on this page"
        checked={allChosen}
        onChange={(event) =>
          onChoose(
            orders.map((order) => order.od_id),
            event.target.checked,
          )
        }
      />
      <BulkMove
        picked={picked}
        onMoved={(moved) => {
          setResults(moved);
          // The orders that moved leave the selection; those refused stay ticked for another try.
          onChoose(
            moved.list.filter((one) => one.result).map((one) => one.od_id),
            false,
          );
        }}
      />
      <PackingSlipsButton picked={picked} />
      {results && <BulkMoveResults results={results} onHide={() => setResults(null)} />}
    </div>
  );
}

interface BulkMoveProps {
  /** The ticked orders. */
  picked: Order[];
  /** The server answered the move: how it went for each order. */
  onMoved: (results: BulkResults) => void;
}

function BulkMove({ picked, onMoved }: BulkMoveProps) {
  const [status, setStatus] = useState<DeliveryStatus>(BULK_STATUSES[0]!);
  const [asking, setAsking] = useState(false);
  const count = picked.length;
  const move = useAdminWrite({
    write: moveOrders,
    success: (list) => `${list.filter((one) => one.result).length} of ${list.length} orders moved`,
    onSuccess: (list, input) => {
      setAsking(false);
      onMoved({ status: input.status, list });
    },
    onFailure: () => {
      setAsking(false);
      return false;
    },
  });

  const warned = picked.filter((order) => {
    const from = furthestBehind(order.lines);
    return from !== undefined && laterStatuses(from).includes(status) && moveWarning(from, status);
  });
  const send = () =>
    move.mutate({
      od_ids: picked.map((order) => order.od_id),
      status: status as AdminOrderBulkStatusBody['status'],
    });

  return (
    <>
      <form
        className={styles.moveForm}
        aria-label="Move the selected orders"
        onSubmit={(event) => {
          event.preventDefault();
          if (warned.length > 0 || status === SHIPPED) setAsking(true);
          else send();
        }}
      >
        <Select
          label="Move selected orders to"
          value={status}
          onChange={(event) => setStatus(event.target.value as DeliveryStatus)}
          options={BULK_STATUSES.map((choice) => ({ value: choice, label: choice }))}
        />
        <button type="submit" className="btn" disabled={count === 0 || move.isPending}>
          {move.isPending ? 'Moving…' : `Move ${count} ${count === 1 ? 'order' : 'orders'}`}
        </button>
      </form>
      <ConfirmDialog
        open={asking}
        title={`Move ${count} ${count === 1 ? 'order' : 'orders'} to ${status}?`}
        text={bulkMoveWarning(warned, status)}
        confirmLabel={`Move to ${status}`}
        busy={move.isPending}
        onConfirm={send}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

const SHIPPED: DeliveryStatus = 'Shipped';

/**
 * What a bulk move asks first: the orders that skip steps or end their journey, and for Shipped that
 * the customers' mails will carry no courier or AWB (a bulk move records none).
 */
function bulkMoveWarning(warned: Order[], status: DeliveryStatus): string {
  const skipping =
    warned.length === 0
      ? ''
      : `${warned.map((order) => `#${order.od_id}`).join(', ')} ${warned.length === 1 ? 'skips steps or ends its journey' : 'skip steps or end their journey'} there. Items only move forward: this cannot be undone, and each customer may be mailed about it.`;
  const noAwb =
    status === SHIPPED
      ? 'The shipped mails will have no courier or AWB number: add them on each order with “Add or correct AWB”, and the customer is mailed them then.'
      : '';
  return [skipping, noAwb].filter(Boolean).join(' ');
}

type BulkResults = { status: string; list: BulkMoveResult[] };

/** For each order of the last move: moved, or why not in the server's words. */
function BulkMoveResults({ results, onHide }: { results: BulkResults; onHide: () => void }) {
  return (
    <section className={styles.bulkResults} aria-labelledby="bulk-results" aria-live="polite">
      <h2 id="bulk-results">Moving to {results.status}</h2>
      <ul>
        {results.list.map((one) => (
          <li key={one.od_id} className={one.result ? undefined : styles.refused}>
            {one.result ? `#${one.od_id} moved` : `#${one.od_id}: ${one.message}`}
          </li>
        ))}
      </ul>
      <button type="button" className={shared.linkButton} onClick={onHide}>
        Hide these results
      </button>
    </section>
  );
}

function PackingSlipsButton({ picked }: { picked: Order[] }) {
  const { toast } = useToast();
  const slips = useMutation({
    mutationFn: downloadPackingSlips,
    onError: (error) => toast({ title: failureMessage(error), kind: 'error' }),
  });
  return (
    <button
      type="button"
      className="btn btn-outline"
      disabled={picked.length === 0 || slips.isPending}
      onClick={() => slips.mutate(picked.map((order) => order.od_id))}
    >
      {slips.isPending ? 'Preparing PDF…' : 'Packing slips (PDF)'}
    </button>
  );
}
