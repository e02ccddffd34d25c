// The cart button of a product in each of its states: OUT OF STOCK (disabled) at 0 units, ADDING...
// while adding, GO TO CART (opens the cart panel) on a card once the product is in the cart, else
// ADD TO CART. The product page keeps ADD TO CART so more can be added, and reads ADDING… (the two
// screens are worded differently). Being upcoming is not a state of its own: the button follows stock.
import type { PackSizePrice, Product } from '@prime/contract';
import { packOnOffer } from '../../../lib/pack-on-offer.ts';
import { openCartPanel } from '../cart-panel-events.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';

interface Props {
  product: Product;
  /** The pack size chosen on the product page; a card adds its first pack size in stock. */
  pack?: PackSizePrice;
  quantity?: number;
  className?: string;
  placement?: 'card' | 'page';
}

const ADDING_LABEL = { card: 'ADDING...', page: 'ADDING…' } as const;

export function AddToCartButton({
  product,
  pack,
  quantity = 1,
  className = 'btn',
  placement = 'card',
}: Props) {
  const { inCart, adding, add } = useAddToCart(product.p_id);
  const chosen = placement === 'page' ? pack : packOnOffer(product);
  const stock = placement === 'page' && pack ? pack.pp_stocks : product.p_stocks;
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
    <button
      type="button"
      className={className}
      onClick={() =>
        add({
          quantity,
          packetSize: chosen?.pp_packet_size ?? null,
          stock: chosen?.pp_stocks ?? product.p_stocks,
        })
      }
    >
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
