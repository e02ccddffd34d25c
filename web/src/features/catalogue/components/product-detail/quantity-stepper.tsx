// Quantity from 1 to what the chosen pack size has in stock. The buttons are named Decrease and
// Increase, not "… quantity", so the field is the one thing labelled Quantity (getByLabel finds it).
// A number typed above the stock is brought down to it and said ("Only 45 left in stock."), never
// changed in silence.
import { onlyNLeftInStock } from '@prime/contract';
import { useId, useState } from 'react';
import styles from './product-detail.module.css';

interface Props {
  value: number;
  max: number;
  onChange: (value: number) => void;
}

export function QuantityStepper({ value, max, onChange }: Props) {
  const id = useId();
  const noteId = useId();
  const top = Math.max(1, max);
  const [capped, setCapped] = useState(false);
  const set = (next: number) => {
    setCapped(Math.floor(next) > top);
    onChange(Math.min(Math.max(1, Math.floor(next) || 1), top));
  };
  // The field may stay empty while the shopper types a new number (the quantity is then 1, the
  // minimum, which the field shows again on blur).
  const [clearing, setClearing] = useState(false);
  return (
    <div className={styles.stepperField}>
      <label htmlFor={id} className={styles.label}>
        Quantity
      </label>
      <div className={styles.stepper}>
        <button type="button" aria-label="Decrease" disabled={value <= 1} onClick={() => set(value - 1)}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={top}
          value={clearing ? '' : value}
          aria-describedby={capped ? noteId : undefined}
          onChange={(event) => {
            setClearing(event.target.value === '');
            set(Number(event.target.value));
          }}
          onBlur={() => setClearing(false)}
        />
        <button type="button" aria-label="Increase" disabled={value >= top} onClick={() => set(value + 1)}>
          +
        </button>
      </div>
      {capped && (
        <p id={noteId} className={styles.stockNote} role="status">
          {onlyNLeftInStock(top)}
        </p>
      )}
    </div>
  );
}
