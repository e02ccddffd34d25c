// The header's cart panel in its first form: how many lines the cart holds, or that it is empty.
import { messages } from '@prime/contract';
import { Dialog } from '../../../ui/dialog.tsx';
import styles from './site-header.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  count: number;
  guest: boolean;
}

export function CartPanel({ open, onClose, count, guest }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={`Your Cart (${count})`} size="small">
      {guest && <p className={styles.guestMarker}>Guest Cart</p>}
      <p>
        {count === 0
          ? guest
            ? messages.guestCartEmpty
            : messages.userCartEmpty
          : `${count} ${count === 1 ? 'item' : 'items'} in your cart.`}
      </p>
    </Dialog>
  );
}
