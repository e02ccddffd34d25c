// A logged-in shopper's saved addresses as one radio group, the default first, with "Use a new
// address" last. Choosing a saved address hides the new-address form.
import type { Address } from '@prime/contract';
import { addressLine } from '../../../lib/saved-address.ts';
import styles from './checkout.module.css';

export const NEW_ADDRESS = 'new';

interface Props {
  addresses: Address[];
  /** The chosen address id, or NEW_ADDRESS, or null for none. */
  choice: number | typeof NEW_ADDRESS | null;
  onChoose: (choice: number | typeof NEW_ADDRESS) => void;
}

export function SavedAddressList({ addresses, choice, onChoose }: Props) {
  return (
    <div className={styles.choices}>
      {addresses.map((address) => (
        <label key={address.adr_id} className={styles.choice}>
          <input
            type="radio"
            name="checkout-address"
            checked={choice === address.adr_id}
            onChange={() => onChoose(address.adr_id)}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>
              {address.adr_heading}
              {address.adr_setdefault === 1 && <span className={styles.tag}>Default</span>}
            </span>
            <span>{addressLine(address)}</span>
            {address.adr_phone && <span>Phone: {address.adr_phone}</span>}
          </span>
        </label>
      ))}
      <label className={styles.choice}>
        <input
          type="radio"
          name="checkout-address"
          checked={choice === NEW_ADDRESS}
          onChange={() => onChoose(NEW_ADDRESS)}
        />
        <span className={styles.choiceText}>
          <span className={styles.choiceTitle}>Use a new address</span>
        </span>
      </label>
    </div>
  );
}
