// Where a cash-on-delivery order's refund goes, asked with its return: a UPI ID, or a bank account
// number with its IFSC. Staff see it masked; it is sent once, with the request.
import type { RefundTo } from '@prime/contract';
import { Field } from '../../ui/field.tsx';
import styles from './orders.module.css';

export interface RefundToDraft {
  by: 'upi' | 'bank';
  upi: string;
  account: string;
  ifsc: string;
}

export const emptyRefundTo: RefundToDraft = { by: 'upi', upi: '', account: '', ifsc: '' };

/** What `add/return` takes as `refund_to`. */
export const refundToOf = (draft: RefundToDraft): RefundTo | string =>
  draft.by === 'upi' ? draft.upi : { account: draft.account, ifsc: draft.ifsc };

interface RefundToFieldsProps {
  draft: RefundToDraft;
  onChange: (draft: RefundToDraft) => void;
  error: string | undefined;
}

export function RefundToFields({ draft, onChange, error }: RefundToFieldsProps) {
  const set = (change: Partial<RefundToDraft>) => onChange({ ...draft, ...change });
  return (
    <fieldset>
      <legend>Where should we send your refund?</legend>
      <p className={styles.muted}>You paid in cash, so we pay the refund to your UPI ID or bank account.</p>
      <label className={styles.choice}>
        <input
          type="radio"
          name="refund-by"
          checked={draft.by === 'upi'}
          onChange={() => set({ by: 'upi' })}
        />
        <span>To a UPI ID</span>
      </label>
      <label className={styles.choice}>
        <input
          type="radio"
          name="refund-by"
          checked={draft.by === 'bank'}
          onChange={() => set({ by: 'bank' })}
        />
        <span>To a bank account</span>
      </label>
      {draft.by === 'upi' ? (
        <Field label="UPI ID" error={error}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              placeholder="name@okbank"
              value={draft.upi}
              onChange={(event) => set({ upi: event.target.value })}
            />
          )}
        </Field>
      ) : (
        <>
          <Field label="Account number" error={error}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                value={draft.account}
                onChange={(event) => set({ account: event.target.value })}
              />
            )}
          </Field>
          <Field label="IFSC">
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                value={draft.ifsc}
                onChange={(event) => set({ ifsc: event.target.value })}
              />
            )}
          </Field>
        </>
      )}
    </fieldset>
  );
}
