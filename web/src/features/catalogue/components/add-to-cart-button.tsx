// The cart button of a product in each of its states (shopping-flow §2, §4): COMING SOON for an
// upcoming product, OUT OF STOCK at 0 units, ADDING... while adding, GO TO CART once in the cart
// (cards only).
import { openCartPanel } from '../../../lib/cart-panel.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';

interface Props {
  productId: number;
  stock: number;
  upcoming: boolean;
  quantity?: number;
  packetSize?: number;
  className?: string;
  /** The product page keeps ADD TO CART so more can be added; cards switch to GO TO CART. */
  offerGoToCart?: boolean;
}

export function AddToCartButton({
  productId,
  stock,
  upcoming,
  quantity = 1,
  packetSize,
  className = 'btn',
  offerGoToCart = true,
}: Props) {
  const { inCart, adding, add } = useAddToCart(productId);
  if (upcoming) return <DisabledButton className={className} label="COMING SOON" />;
  if (stock <= 0) return <DisabledButton className={className} label="OUT OF STOCK" />;
  if (adding) return <DisabledButton className={className} label="ADDING..." />;
  if (inCart && offerGoToCart) {
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
