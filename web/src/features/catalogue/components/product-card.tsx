// A product as the home page and every listing shows it (shopping-flow §2 "Product card").
import { CARD_IMAGE_HEIGHT_PX, FALLBACK_IMAGE, type Product } from '@prime/contract';
import { Link } from 'react-router';
import { formatPackSize } from '../../../lib/format.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { StarIcon } from '../../../ui/icons.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { PriceTag } from './price-tag.tsx';
import { primaryImage, productPrice } from './product-pricing.ts';
import { formatRating, reviewCountText } from './reviews/rating.ts';
import styles from './product-card.module.css';

/** The mark of an upcoming product, on its card and its page. */
export const COMING_SOON = 'Coming soon';

export const productPath = (productId: number) => `/product-details?p_id=${productId}`;

/** Shows the default image once when a product image fails to load. */
export function showFallbackImage(event: React.SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(FALLBACK_IMAGE)) img.src = FALLBACK_IMAGE;
}

export function ProductCard({ product }: { product: Product }) {
  const href = productPath(product.p_id);
  const packSize = product.product_price[0]?.pp_packet_size ?? product.p_quantity_types;
  const titleId = `product-card-${product.p_id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <Link to={href} state={{ p_id: product.p_id }} tabIndex={-1} aria-hidden="true">
          <img
            className={styles.image}
            src={imageUrl(primaryImage(product))}
            alt={product.p_productname}
            width={CARD_IMAGE_HEIGHT_PX}
            height={CARD_IMAGE_HEIGHT_PX}
            loading="lazy"
            decoding="async"
            onError={showFallbackImage}
          />
        </Link>
        {product.p_upcoming === 1 && <p className={styles.upcoming}>{COMING_SOON}</p>}
        <FavouriteButton productId={product.p_id} className={styles.heart} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} id={titleId}>
          <Link to={href} state={{ p_id: product.p_id }}>
            {product.p_productname}
          </Link>
        </h3>
        <PriceTag {...productPrice(product)} />
        <p className={styles.meta}>
          {packSize !== '' && <span>{formatPackSize(packSize)}</span>}
          <span className={styles.rating}>
            <StarIcon size={14} filled className={styles.star} />
            <span className="visually-hidden">Rated </span>
            {formatRating(product.p_rating)}
            <span className="visually-hidden"> out of 5,</span>
            <span>({reviewCountText(product.reviewcount)})</span>
          </span>
        </p>
        <AddToCartButton
          productId={product.p_id}
          stock={product.p_stocks}
          className={`btn ${styles.cartButton}`}
        />
      </div>
    </article>
  );
}
