// When the order reaches the address it goes to: the pincode of the chosen saved address, or the one
// typed in the form (docs/decisions/0004-delivery-estimate.md), not the cart panel's lookup.
import { PINCODE_DIGITS } from '@prime/contract';
import { TruckIcon } from '../../../ui/icons.tsx';
import { useDeliveryText } from '../components/delivery-estimate.tsx';
import styles from './checkout.module.css';

export function DeliveryTo({ pincode }: { pincode: string }) {
  const { text, refused } = useDeliveryText(pincode, 'Enter the delivery pincode to see when it arrives.');
  const complete = pincode.length === PINCODE_DIGITS;
  return (
    <p className={`${styles.deliveryTo} ${refused ? styles.deliveryRefused : ''}`} role="status">
      <TruckIcon size={20} />
      {refused ?? (complete ? `${text} to ${pincode}` : text)}
    </p>
  );
}
