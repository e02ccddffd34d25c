// Cash on delivery (the default each time checkout opens) or paying online on the gateway's page.
import type { PaymentMethod } from '@prime/contract';
import styles from './checkout.module.css';

const OPTIONS: { value: PaymentMethod; label: string; note: string }[] = [
  { value: 'cod', label: 'Cash on delivery', note: 'Pay when your order arrives.' },
  { value: 'online', label: 'Pay online', note: 'UPI, cards or net banking on a secure payment page.' },
];

interface Props {
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
}

export function PaymentChoice({ value, onChange }: Props) {
  return (
    <fieldset className={styles.group}>
      <legend>Payment method</legend>
      <div className={styles.choices}>
        {OPTIONS.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name="payment-method"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{option.label}</span>
              <span>{option.note}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
