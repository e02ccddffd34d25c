// Cash on delivery (the default each time checkout opens) or paying online on the gateway's page.
// Where the shop does not offer cash on delivery for this order (decision 0031: its amount, the pincode, the
// shopper's returned parcels), the choice says why and online payment is the one chosen.
// Cash on delivery says beside it what it costs extra (the shop's setting), so the shopper reads the
// charge where the choice is made, not only in the summary above.
import type { PaymentMethod } from '@prime/contract';
import { formatRupees } from '../../../lib/format.ts';
import { useShopCharges } from '../api/get-shop-charges.ts';
import styles from './checkout.module.css';

const OPTIONS: { value: PaymentMethod; label: string; note: string }[] = [
  { value: 'cod', label: 'Cash on delivery', note: 'Pay when your order arrives.' },
  { value: 'online', label: 'Pay online', note: 'UPI, cards or net banking on a secure payment page.' },
];

interface Props {
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  /** Why cash on delivery is not offered for this order (the server's words), or null. */
  codRefusal?: string | null;
}

/** `Pay when your order arrives. Cash on delivery charge ₹30.` (or `No extra charge.`) once known. */
function codNote(codCharge: number | undefined): string {
  const base = OPTIONS[0]!.note;
  if (codCharge === undefined) return base;
  return `${base} ${codCharge > 0 ? `Cash on delivery charge ${formatRupees(codCharge)}.` : 'No extra charge.'}`;
}

export function PaymentChoice({ value, onChange, codRefusal = null }: Props) {
  const codCharge = useShopCharges().data?.cod_charge;
  return (
    <fieldset className={styles.group}>
      <legend>Payment method</legend>
      <div className={styles.choices}>
        {OPTIONS.map((option) => {
          const refused = option.value === 'cod' && codRefusal !== null;
          return (
            <label key={option.value} className={styles.choice}>
              <input
                type="radio"
                name="payment-method"
                value={option.value}
                checked={value === option.value}
                disabled={refused}
                aria-describedby={refused ? 'cod-refusal' : undefined}
                onChange={() => onChange(option.value)}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceTitle}>{option.label}</span>
                {refused ? (
                  <span id="cod-refusal" role="status">
                    {codRefusal}
                  </span>
                ) : (
                  <span>{option.value === 'cod' ? codNote(codCharge) : option.note}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
