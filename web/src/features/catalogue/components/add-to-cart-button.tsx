// The cart button of a product in each of its states (shopping-flow §2, §4): OUT OF STOCK at 0 units,
// ADDING... / ADDING… while adding, GO TO CART once in the cart (cards only). Being upcoming is not a
// button state in the spec: an upcoming product says so beside its price, and its button follows
// its stock like any other.
import { openCartPanel } from '../../../lib/cart-panel.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';

interface Props {
  productId: number;
  stock: number;
  quantity?: number;
  packetSize?: number;
  className?: string;
  /** The product page keeps ADD TO CART so more can be added, and reads ADDING… while adding;
   * cards switch to GO TO CART and read ADDING... (the spec words the two screens differently). */
  placement?: 'card' | 'page';
}

const ADDING_LABEL = { card: 'ADDING...', page: 'ADDING…' } as const;

export function AddToCartButton({
  productId,
  stock,
  quantity = 1,
  packetSize,
  className = 'btn',
  placement = 'card',
}: Props) {
  const { inCart, adding, add } = useAddToCart(productId);
  if (stock <= 0) return <DisabledButton className={className} label="OUT OF STOCK" />;
  if (adding) return <DisabledButton className={className} label={ADDING_LABEL[placement]} />;
  if (inCart && placement === 'card') {
    return (
      <button type="button" className={`${className} btn-outline`} onClick={openCartPanel}>
        GO TO CART
      </button>
    );
  }
  return (
    <button type="button" className={className} onClick={() => add(quantity, packetSize)}>
      ADD TO CART
    </button>
  );
}

function DisabledButton({ className, label }: { className: string; label: string }) {
  return (
    <button type="button" className={className} disabled>
      {label}
    </button>
  );
}
