// What an order's own page asks of the shopper for cash on delivery (decision 0031): CONFIRM ORDER while
// the order waits for their confirmation, and, after a failed delivery, their choice of another attempt
// (a day within the next 7, a new phone or landmark) or cancelling. Each answer replaces the order shown.
import {
  indiaDayOf,
  nextDay,
  REATTEMPT_WITHIN_DAYS,
  SHOP_TIME_ZONE,
  type DeliveryChoice,
  type DeliveryChoiceKind,
  type Order,
} from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { TextField } from '../../ui/text-field.tsx';
import { confirmOrder } from './api/confirm-order.ts';
import { sendDeliveryChoice, type DeliveryChoiceForm } from './api/delivery-choice.ts';
import { orderByAccessQueryKey } from './api/view-order.ts';
import { AWAITING_CONFIRMATION, DELIVERY_FAILED } from './order-status.ts';
import styles from './waiting-payment.module.css';

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
const indiaDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const dayText = (day: string) => indiaDay.format(new Date(`${day}T00:00:00Z`));

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/** Runs a call that answers the order, shows it in place of the old one, and keeps the server's refusal. */
function useOrderCall(access: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiError | string | null>(null);
  async function run(call: () => Promise<Order>): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    try {
      queryClient.setQueryData(orderByAccessQueryKey(access), await call());
      return true;
    } catch (error) {
      setProblem(error instanceof ApiError && !error.isNetwork ? error : SOMETHING_WRONG);
      await queryClient.invalidateQueries({ queryKey: orderByAccessQueryKey(access) });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, run };
}

function Problem({ problem }: { problem: ApiError | string | null }) {
  if (!problem) return null;
  return (
    <div className={styles.alert} role="alert">
      <p>{typeof problem === 'string' ? problem : problem.message}</p>
    </div>
  );
}

/** CONFIRM ORDER while the order waits for the shopper's confirmation. */
export function ConfirmOrderPanel({ order, access }: { order: Order; access: string }) {
  const call = useOrderCall(access);
  if (!order.lines.some((line) => line.op_delivery_status === AWAITING_CONFIRMATION)) return null;
  return (
    <div className={styles.box}>
      <p className={styles.lead}>Please confirm your order</p>
      <p className={styles.note}>
        Order #{order.od_id} is paid in cash on delivery. We send it once you confirm it
        {order.od_confirm_by ? ` by ${indiaTime.format(new Date(order.od_confirm_by))}` : ''}; an order not
        confirmed in time is cancelled.
      </p>
      <Problem problem={call.problem} />
      <div className={styles.actions}>
        <button
          type="button"
          className={`btn ${styles.action}`}
          disabled={call.busy}
          onClick={() => void call.run(() => confirmOrder(access))}
        >
          {call.busy ? 'CONFIRMING...' : 'CONFIRM ORDER'}
        </button>
      </div>
    </div>
  );
}

function choiceText(choice: DeliveryChoice): string {
  if (choice.choice === 'cancel') return 'You asked us to cancel it: the parcel comes back to us.';
  const extras = [choice.phone && `phone ${choice.phone}`, choice.landmark && `landmark: ${choice.landmark}`]
    .filter(Boolean)
    .join(', ');
  return `You asked for another attempt on ${dayText(choice.date!)}${extras ? ` (${extras})` : ''}.`;
}

/** The days a shopper may ask the next attempt for: today to REATTEMPT_WITHIN_DAYS ahead, India time. */
function reattemptDays(): { first: string; last: string } {
  const first = indiaDayOf(new Date());
  let last = first;
  for (let step = 0; step < REATTEMPT_WITHIN_DAYS; step += 1) last = nextDay(last);
  return { first, last };
}

/** After a failed delivery: why, and the shopper's choice of another attempt or cancelling. */
export function DeliveryChoicePanel({ order, access }: { order: Order; access: string }) {
  if (!order.lines.some((line) => line.op_delivery_status === DELIVERY_FAILED)) return null;
  return (
    <div className={styles.box}>
      <p className={styles.lead}>We could not deliver your order</p>
      <p className={styles.note}>
        The courier could not deliver order #{order.od_id}
        {order.od_delivery_failed_reason ? ` (${order.od_delivery_failed_reason.toLowerCase()})` : ''}. Tell
        us what to do next.
      </p>
      {order.od_delivery_choice && (
        <p className={styles.note} role="status">
          {choiceText(order.od_delivery_choice)}
        </p>
      )}
      <DeliveryChoiceFields order={order} access={access} />
    </div>
  );
}

function DeliveryChoiceFields({ order, access }: { order: Order; access: string }) {
  const call = useOrderCall(access);
  const { first, last } = reattemptDays();
  const [form, setForm] = useState<DeliveryChoiceForm>({
    choice: 'reattempt',
    date: '',
    phone: '',
    landmark: '',
  });
  const fieldError = (field: string) =>
    call.problem instanceof ApiError
      ? call.problem.errors.find((error) => error.field === field)?.message
      : undefined;
  const set = (change: Partial<DeliveryChoiceForm>) => setForm((now) => ({ ...now, ...change }));
  return (
    <form
      className={styles.actions}
      noValidate
      aria-label={`What to do with order #${order.od_id}`}
      onSubmit={(event) => {
        event.preventDefault();
        void call.run(() => sendDeliveryChoice(access, form));
      }}
    >
      <ChoiceRadios value={form.choice} onChoose={(choice) => set({ choice })} />
      {form.choice === 'reattempt' && (
        <>
          <TextField
            label="Day of the next attempt"
            type="date"
            min={first}
            max={last}
            value={form.date}
            error={fieldError('date')}
            onChange={(event) => set({ date: event.target.value })}
          />
          <TextField
            label="New phone number (optional)"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={form.phone}
            error={fieldError('phone')}
            onChange={(event) => set({ phone: event.target.value })}
          />
          <TextField
            label="Landmark (optional)"
            value={form.landmark}
            maxLength={200}
            error={fieldError('landmark')}
            onChange={(event) => set({ landmark: event.target.value })}
          />
        </>
      )}
      <Problem
        problem={call.problem instanceof ApiError && call.problem.errors.length > 0 ? null : call.problem}
      />
      <button type="submit" className={`btn ${styles.action}`} disabled={call.busy}>
        {call.busy ? 'SENDING...' : 'SEND MY CHOICE'}
      </button>
    </form>
  );
}

function ChoiceRadios({
  value,
  onChoose,
}: {
  value: DeliveryChoiceKind;
  onChoose: (choice: DeliveryChoiceKind) => void;
}) {
  const options: [DeliveryChoiceKind, string][] = [
    ['reattempt', 'Deliver again on a day I choose'],
    ['cancel', 'Cancel the order'],
  ];
  return (
    <fieldset>
      <legend>Your choice</legend>
      {options.map(([choice, words]) => (
        <label key={choice}>
          <input
            type="radio"
            name="delivery-choice"
            checked={value === choice}
            onChange={() => onChoose(choice)}
          />{' '}
          {words}
        </label>
      ))}
    </fieldset>
  );
}
