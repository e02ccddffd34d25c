// Quantity from 1 to what the chosen pack size has in stock.
import { useId } from 'react';
import styles from './product-detail.module.css';

interface Props {
  value: number;
  max: number;
  onChange: (value: number) => void;
}

export function QuantityStepper({ value, max, onChange }: Props) {
  const id = useId();
  const top = Math.max(1, max);
  const set = (next: number) => onChange(Math.min(Math.max(1, Math.floor(next) || 1), top));
  return (
    <div className={styles.stepperField}>
      <label htmlFor={id} className={styles.label}>
        Quantity
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={value <= 1}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={top}
          value={value}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={value >= top}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
