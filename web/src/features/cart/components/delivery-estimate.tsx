// Delivery time for a pincode, looked up only at exactly 6 digits and remembered under
// `delivery_pincode` for the next visit (cart panel and product page share it). A pincode the server
// refuses shows its words; a lookup that fails for any other reason quietly promises the default 4–5
// days (docs/decisions/0004-delivery-estimate.md).
import {
  DEFAULT_DELIVERY_TEXT,
  deliveryDateText,
  isPincode,
  phoneMessages,
  PINCODE_DIGITS,
  STORAGE_KEYS,
} from '@prime/contract';
import { useEffect, useState } from 'react';
import { isRefusal } from '../../../lib/api-failure.ts';
import { PincodeField } from '../../../ui/digit-fields.tsx';
import { TruckIcon } from '../../../ui/icons.tsx';
import { useDeliveryDays, type DeliveryTime } from '../api/get-delivery-time.ts';
import styles from './delivery-estimate.module.css';

export const deliveryText = ({ days }: DeliveryTime) => `Delivery in ${days} ${days === 1 ? 'day' : 'days'}`;

/** What to say for a pincode: a prompt until it has 6 digits, then the days, the server's refusal
 * (`refused`), or the default promise when the lookup fails otherwise. */
export function useDeliveryText(pincode: string, prompt = 'Enter your pincode to see when it reaches you.') {
  const delivery = useDeliveryDays(pincode);
  let text = prompt;
  let refused: string | undefined;
  if (pincode.length === PINCODE_DIGITS) {
    if (delivery.isPending) text = 'Checking delivery time…';
    else if (delivery.isSuccess) text = deliveryText(delivery.data);
    // Six digits India Post does not have: "6-digit" would not tell the shopper what is wrong.
    else if (isRefusal(delivery.error)) {
      refused = isPincode(pincode) ? phoneMessages.invalidPincode : delivery.error.message;
    } else text = `Delivery in ${DEFAULT_DELIVERY_TEXT}`;
  }
  // The date it arrives, India's today counted, Sundays skipped where couriers rest on them.
  const date = delivery.isSuccess
    ? deliveryDateText(delivery.data.days, new Date(), delivery.data.sundays)
    : undefined;
  return { text, refused, date };
}

export function DeliveryEstimate({ className }: { className?: string }) {
  const [pincode, setPincode] = useState('');

  // The remembered pincode is read once the page is in the browser: a page rendered on the server
  // has no storage, and the browser's first frame must be the one the server drew.
  useEffect(() => {
    const remembered = localStorage.getItem(STORAGE_KEYS.deliveryPincode);
    if (remembered) setPincode((typed) => typed || remembered);
  }, []);

  function change(next: string) {
    setPincode(next);
    if (next.length === PINCODE_DIGITS) localStorage.setItem(STORAGE_KEYS.deliveryPincode, next);
  }

  const { text, refused, date } = useDeliveryText(pincode);

  return (
    <div className={`${styles.delivery} ${className ?? ''}`}>
      {/* A refused pincode's reason is the box's error; the line below says when it arrives. */}
      <PincodeField
        error={refused}
        maxLength={PINCODE_DIGITS}
        placeholder="6-digit pincode"
        value={pincode}
        onDigits={change}
      />
      <p className={styles.text} role="status">
        {!refused && (
          <>
            <TruckIcon size={20} />
            <span>{text}</span>
            {date && <strong className={styles.date}>{date}</strong>}
          </>
        )}
      </p>
    </div>
  );
}
