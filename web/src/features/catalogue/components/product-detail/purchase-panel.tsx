// Pack size, price, stock, the earliest expiry of the units on sale, quantity and the buttons: the
// chosen pack size drives all of them.
import { messages, monthLabel, type Product } from '@prime/contract';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatPackSize } from '../../../../lib/format.ts';
import { packOnOffer } from '../../../../lib/pack-on-offer.ts';
import { AddToCartButton } from '../../../cart/index.ts';
import { FavouriteButton } from '../../../favourites/index.ts';
import { canBuy, NotifyMeButton } from '../../../notify/index.ts';
import { PriceTag } from '../price-tag.tsx';
import { COMING_SOON } from '../product-card.tsx';
import { packPrice } from '../product-pricing.ts';
import { PackDeclaration } from './pack-declaration.tsx';
import { PackSizeChooser } from './pack-size-chooser.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import styles from './product-detail.module.css';

/** At or below this many units the page says how many are left. */
const LOW_STOCK = 5;

/**
 * True once `target` has scrolled up out of the screen (not while it is still below it). Without
 * IntersectionObserver (an old browser, the server) it stays false.
 */
function useScrolledPast(target: React.RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

export function PurchasePanel({ product }: { product: Product }) {
  const packs = product.product_price;
  const [packId, setPackId] = useState(packOnOffer(product)?.pp_id ?? 0);
  const [quantity, setQuantity] = useState(1);
  const pack = packs.find((candidate) => candidate.pp_id === packId) ?? packs[0];
  const stock = pack?.pp_stocks ?? product.p_stocks;
  const price = pack ? packPrice(pack) : null;
  const upcoming = product.p_upcoming === 1;
  const buttonsRef = useRef<HTMLDivElement>(null);
  // On a phone, once the main button has scrolled away a bar at the foot of the screen keeps the
  // price and the button at hand (product-detail.module.css shows it on narrow screens only).
  const showBar = useScrolledPast(buttonsRef);
  const buyButton = (className: string) =>
    canBuy(product) ? (
      <AddToCartButton
        product={product}
        pack={pack}
        quantity={quantity}
        placement="page"
        className={className}
      />
    ) : (
      <NotifyMeButton product={product} className={className} />
    );

  return (
    <div className={styles.purchase}>
      {packs.length > 0 && (
        <PackSizeChooser
          packs={packs}
          unit={product.p_unit}
          selectedId={pack?.pp_id ?? 0}
          onSelect={(next) => {
            setPackId(next.pp_id);
            setQuantity((current) => Math.min(current, Math.max(1, next.pp_stocks)));
          }}
        />
      )}
      <div className={styles.priceBlock}>
        {price && price.price > 0 ? <PriceTag {...price} large /> : <p>{messages.priceNotAvailable}</p>}
        {pack ? (
          <PackDeclaration pack={pack} unit={product.p_unit} />
        ) : (
          <p className={styles.taxes}>{messages.inclusiveOfTaxes}</p>
        )}
        {upcoming ? (
          <p className={styles.upcoming}>{COMING_SOON}</p>
        ) : (
          <p className={stock > 0 ? styles.inStock : styles.outOfStock}>
            {stock <= 0 ? 'Out of stock' : stock <= LOW_STOCK ? `Only ${stock} left` : 'In stock'}
          </p>
        )}
        {!upcoming && stock > 0 && pack?.pp_expiry && (
          <p className={styles.expiry}>Expiry: {monthLabel(pack.pp_expiry)} or later</p>
        )}
      </div>
      {stock > 0 && <QuantityStepper value={quantity} max={stock} onChange={setQuantity} />}
      <div className={styles.buttons} ref={buttonsRef}>
        {buyButton(`btn ${styles.addButton}`)}
        <FavouriteButton
          productId={product.p_id}
          label="Wishlist"
          className={`btn btn-outline ${styles.wishlist}`}
        />
      </div>
      {showBar &&
        createPortal(
          <>
            <div className={styles.stickyBar} role="region" aria-label="Buy this product">
              <div className={styles.stickyPrice}>
                {price && price.price > 0 && <PriceTag {...price} />}
                {pack && <span>{formatPackSize(pack.pp_packet_size, product.p_unit)}</span>}
              </div>
              {buyButton(`btn ${styles.stickyButton}`)}
            </div>
            {/* Room at the page's foot as tall as the bar, so the footer's last line scrolls clear of it. */}
            <div className={styles.stickySpacer} aria-hidden="true" />
          </>,
          document.body,
        )}
    </div>
  );
}
