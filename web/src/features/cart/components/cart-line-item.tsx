// One line of the cart panel: the product, its pack size (each size with its price), the quantity
// between 1 and what that size has in stock, the line's total as the server quotes it and a remove
// button. A line the quote finds a problem with says why, next to its controls, and has no line total
// (it counts for nothing).
import { FALLBACK_IMAGE, type PackSizePrice, type Product, type QuoteLine } from '@prime/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatPackSize, formatRupees } from '../../../lib/format.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { productPath } from '../../../lib/product-path.ts';
import { TrashIcon } from '../../../ui/icons.tsx';
import round from '../../../ui/round-button.module.css';
import { unitPrice, type UnitPrice } from '../cart-pricing.ts';
import type { CartItem } from '../hooks/use-cart.ts';
import styles from './cart-panel.module.css';

/** At or below this many units the line says how many are left. */
const LOW_STOCK = 5;

interface Props {
  item: CartItem;
  /** The quote's word on this line; undefined before the first answer. */
  quoted: QuoteLine | undefined;
  onQuantity: (quantity: number) => void;
  onPackSize: (grams: number) => void;
  onRemove: () => void;
  onLeave: () => void;
}

interface PackSizeSelectProps {
  product: Product;
  /** The line's pack; a sold-out size stays choosable when it is this one. */
  pack: PackSizePrice | undefined;
  name: string;
  onPackSize: (grams: number) => void;
}

/** Each size of the product with its price, those sold out disabled. */
function PackSizeSelect({ product, pack: chosen, name, onPackSize }: PackSizeSelectProps) {
  const selectId = useId();
  return (
    <div className={styles.packField}>
      <label htmlFor={selectId}>
        Pack size<span className="visually-hidden"> of {name}</span>
      </label>
      <select
        id={selectId}
        value={chosen?.pp_packet_size}
        onChange={(event) => onPackSize(Number(event.target.value))}
      >
        {product.product_price.map((pack) => {
          const sold = pack.pp_stocks <= 0 && pack !== chosen;
          return (
            <option key={pack.pp_id} value={pack.pp_packet_size} disabled={sold}>
              {formatPackSize(pack.pp_packet_size, product.p_unit)} ·{' '}
              {formatRupees(unitPrice(product, pack).price)}
              {sold ? ' · sold out' : ''}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/** The price of one unit, and the MRP struck through when it is higher. */
function UnitPriceText({ unit }: { unit: UnitPrice }) {
  return (
    <p className={styles.unitPrice}>
      <span className="visually-hidden">Price </span>
      {formatRupees(unit.price)}
      {unit.mrp > unit.price && (
        <s>
          <span className="visually-hidden">MRP </span>
          {formatRupees(unit.mrp)}
        </s>
      )}
    </p>
  );
}

interface QuantityStepperProps {
  name: string;
  quantity: number;
  stock: number;
  onQuantity: (quantity: number) => void;
}

/** − and + around the quantity, between 1 and what is in stock. */
function QuantityStepper({ name, quantity, stock, onQuantity }: QuantityStepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        aria-label={`Decrease quantity of ${name}`}
        disabled={quantity <= 1}
        onClick={() => onQuantity(quantity - 1)}
      >
        −
      </button>
      <output aria-live="polite">{quantity}</output>
      <button
        type="button"
        aria-label={`Increase quantity of ${name}`}
        disabled={quantity >= stock}
        onClick={() => onQuantity(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}

export function CartLineItem({ item, quoted, onQuantity, onPackSize, onRemove, onLeave }: Props) {
  const problemId = useId();
  const problem = quoted?.problem ?? null;
  const { product, unit } = item;
  const name = product?.p_productname ?? 'Loading product…';
  const image = product ? product.p_image || product.productimage[0]?.pi_image : undefined;

  return (
    <li
      className={`${styles.line} ${problem ? styles.lineProblem : ''}`}
      aria-describedby={problem ? problemId : undefined}
    >
      <img
        className={styles.lineImage}
        src={imageUrl(image)}
        alt=""
        width={72}
        height={72}
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(FALLBACK_IMAGE)) event.currentTarget.src = FALLBACK_IMAGE;
        }}
      />
      <div className={styles.lineBody}>
        <p className={styles.lineName}>
          {product ? (
            <Link to={productPath(product)} state={{ p_id: product.p_id }} onClick={onLeave}>
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        {problem && (
          <p id={problemId} className={styles.problem}>
            {problem}
          </p>
        )}
        {item.status === 'ready' && product && unit && (
          <>
            {product.product_price.length > 0 && (
              <PackSizeSelect product={product} pack={item.pack} name={name} onPackSize={onPackSize} />
            )}
            <UnitPriceText unit={unit} />
            <div className={styles.lineFoot}>
              <QuantityStepper
                name={name}
                quantity={item.quantity}
                stock={item.stock}
                onQuantity={onQuantity}
              />
              {quoted && !problem && (
                <p className={styles.lineTotal}>
                  <span className="visually-hidden">Line total </span>
                  {formatRupees(quoted.line_total)}
                </p>
              )}
            </div>
            {!problem && item.stock <= LOW_STOCK && (
              <p className={styles.lowStock}>{`Only ${item.stock} left`}</p>
            )}
          </>
        )}
      </div>
      <button
        type="button"
        className={`${round.button} ${styles.remove}`}
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        <TrashIcon size={20} />
      </button>
    </li>
  );
}
