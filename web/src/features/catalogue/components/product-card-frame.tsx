// The frame of every product card, on the listings and on the wishlist: the picture with what lies
// over it, then the linked name, the price and size of the pack on offer (the one its button adds),
// the rating and one wide button. A card
// marked busy fades while its own action runs.
import type { Product } from '@prime/contract';
import { Link } from 'react-router';
import { formatPackSize } from '../../../lib/format.ts';
import { packOnOffer } from '../../../lib/pack-on-offer.ts';
import { productPath } from '../../../lib/product-path.ts';
import { StarIcon } from '../../../ui/icons.tsx';
import { PriceTag } from './price-tag.tsx';
import { productPrice } from './product-pricing.ts';
import styles from './product-card.module.css';

/** Classes of what a card puts in its frame: the picture, the round button on it, the wide button. */
export const cardParts = {
  image: styles.image,
  corner: styles.corner,
  button: `btn ${styles.cartButton}`,
};

interface Props {
  product: Product;
  /** The id of the name, which names the card. */
  titleId: string;
  /** The name's heading level under the page's own headings. */
  heading: 'h2' | 'h3';
  busy?: boolean;
  /** The picture and what lies over it. */
  media: React.ReactNode;
  /** How the rating reads after "Rated ": the score and the review count; null: no reviews yet. */
  rating: React.ReactNode | null;
  /** The wide button at the foot. */
  action: React.ReactNode;
}

export function ProductCardFrame({ product, titleId, heading: Heading, busy, media, rating, action }: Props) {
  const packSize = packOnOffer(product)?.pp_packet_size ?? product.p_quantity_types;
  return (
    <article className={styles.card} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className={styles.media}>{media}</div>
      <div className={styles.body}>
        <Heading className={styles.name} id={titleId}>
          <Link to={productPath(product)} state={{ p_id: product.p_id }}>
            {product.p_productname}
          </Link>
        </Heading>
        <PriceTag {...productPrice(product)} />
        <p className={styles.meta}>
          {packSize !== '' && <span>{formatPackSize(packSize, product.p_unit)}</span>}
          {rating === null ? (
            <span className={styles.rating}>No reviews yet</span>
          ) : (
            <span className={styles.rating}>
              <StarIcon size={14} filled className={styles.star} />
              <span className="visually-hidden">Rated </span>
              {rating}
            </span>
          )}
        </p>
        {action}
      </div>
    </article>
  );
}
