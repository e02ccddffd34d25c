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
  const goToCart = inCart && placement === 'card';
  // One button in every state, so the keyboard's focus stays on it through ADDING… and after: a
  // button swapped for another (or disabled under the focus) dropped the focus to the page.
  const label =
    stock <= 0 ? 'OUT OF STOCK' : adding ? ADDING_LABEL[placement] : goToCart ? 'GO TO CART' : 'ADD TO CART';
  return (
    <button
      type="button"
      className={goToCart && !adding ? `${className} btn-outline` : className}
      disabled={stock <= 0}
      aria-disabled={adding || undefined}
      onClick={() => {
        if (adding) return;
        if (goToCart) return openCartPanel();
        add({
          quantity,
          packetSize: chosen?.pp_packet_size ?? null,
          stock: chosen?.pp_stocks ?? product.p_stocks,
        });
      }}
    >
      {label}
    </button>
  );
}
