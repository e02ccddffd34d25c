// A product as the home page and every listing shows it.
import { CARD_IMAGE_HEIGHT_PX, type Product } from '@prime/contract';
import { Link } from 'react-router';
import { productPath } from '../../../lib/product-path.ts';
import { ResponsiveImage } from '../../../ui/responsive-image.tsx';
import { AddToCartButton } from '../../cart/index.ts';
import { FavouriteButton } from '../../favourites/index.ts';
import { canBuy, NotifyMeButton } from '../../notify/index.ts';
import { cardParts, ProductCardFrame } from './product-card-frame.tsx';
import { primaryImage } from './product-pricing.ts';
import { formatRating, reviewCountText } from '../../reviews/index.ts';
import styles from './product-card.module.css';

/** The mark of an upcoming product, on its card and its page. */
export const COMING_SOON = 'Coming soon';

// Two cards a row on phones, 240 px and wider from 700 px on (product-grid.module.css); 270 px tall.
const CARD_IMAGE_SIZES = '(min-width: 700px) 300px, 50vw';
const CARD_IMAGE_WIDTHS = [320, 480, 640, 800] as const;

export function ProductCard({ product }: { product: Product }) {
  return (
    <ProductCardFrame
      product={product}
      titleId={`product-card-${product.p_id}`}
      heading="h3"
      media={
        <>
          <Link to={productPath(product)} state={{ p_id: product.p_id }} tabIndex={-1} aria-hidden="true">
            <ResponsiveImage
              className={cardParts.image}
              src={primaryImage(product)}
              alt={product.p_productname}
              width={CARD_IMAGE_HEIGHT_PX}
              height={CARD_IMAGE_HEIGHT_PX}
              sizes={CARD_IMAGE_SIZES}
              widths={CARD_IMAGE_WIDTHS}
            />
          </Link>
          {product.p_upcoming === 1 && <p className={styles.upcoming}>{COMING_SOON}</p>}
          <FavouriteButton productId={product.p_id} className={cardParts.corner} />
        </>
      }
      rating={
        // A product without reviews has no rating to show: "0.00 (0 reviews)" read as a bad one.
        product.reviewcount > 0 ? (
          <>
            {formatRating(product.p_rating)}
            <span className="visually-hidden"> out of 5,</span>
            <span>({reviewCountText(product.reviewcount)})</span>
          </>
        ) : null
      }
      action={
        canBuy(product) ? (
          <AddToCartButton product={product} className={cardParts.button} />
        ) : (
          <NotifyMeButton product={product} className={cardParts.button} />
        )
      }
    />
  );
}
