// Delivery time for a pincode: looked up only at exactly 6 digits; a failed lookup quietly shows
// the default 4–5 days (spec §8). The pincode is remembered under the seed's key.
import { DEFAULT_DELIVERY_TEXT, digitsOnly, STORAGE_KEYS } from '@prime/contract';
import { useId, useState } from 'react';
import { TruckIcon } from '../../../../ui/icons.tsx';
import { useDeliveryDays } from '../../api/get-delivery-time.ts';
import styles from './product-detail.module.css';

export function DeliveryEstimate() {
  const id = useId();
  const [pincode, setPincode] = useState(() => localStorage.getItem(STORAGE_KEYS.deliveryPincode) ?? '');
  const delivery = useDeliveryDays(pincode);

  function change(event: React.ChangeEvent<HTMLInputElement>) {
    const next = digitsOnly(event.target.value, 6);
    setPincode(next);
    if (next.length === 6) localStorage.setItem(STORAGE_KEYS.deliveryPincode, next);
  }

  let text = 'Enter your pincode to see when it reaches you.';
  if (pincode.length === 6) {
    if (delivery.isPending) text = 'Checking delivery time…';
    else text = `Delivery in ${delivery.isSuccess ? `${delivery.data} days` : DEFAULT_DELIVERY_TEXT}`;
  }

  return (
    <div className={styles.delivery}>
      <div className="field">
        <label htmlFor={id}>Pincode</label>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="6-digit pincode"
          value={pincode}
          onChange={change}
        />
      </div>
      <p className={styles.deliveryText} role="status">
        <TruckIcon size={20} />
        {text}
      </p>
    </div>
  );
}
