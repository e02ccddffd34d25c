// One favourite: image, delete, name, prices, pack size, rating and GO TO CART.
import { CARD_IMAGE_HEIGHT_PX, FALLBACK_IMAGE, type Product } from '@prime/contract';
import { imageUrl } from '../../lib/image-url.ts';
import { TrashIcon } from '../../ui/icons.tsx';
import { cardParts, primaryImage, ProductCardFrame } from '../catalogue/index.ts';
import { formatRating } from '../reviews/index.ts';
import { useWishlistItem } from './use-wishlist-item.ts';
import styles from './wishlist.module.css';

const showFallback = (event: React.SyntheticEvent<HTMLImageElement>) => {
  const img = event.currentTarget;
  if (!img.src.endsWith(FALLBACK_IMAGE)) img.src = FALLBACK_IMAGE;
};

export function WishlistCard({ product }: { product: Product }) {
  const { busy, moving, remove, moveToCart } = useWishlistItem(product);
  const soldOut = product.p_stocks <= 0;
  return (
    <ProductCardFrame
      product={product}
      titleId={`wishlist-${product.p_id}`}
      heading="h2"
      busy={busy}
      media={
        <>
          <img
            className={cardParts.image}
            src={imageUrl(primaryImage(product))}
            alt={product.p_productname}
            width={CARD_IMAGE_HEIGHT_PX}
            height={CARD_IMAGE_HEIGHT_PX}
            loading="lazy"
            decoding="async"
            onError={showFallback}
          />
          <button
            type="button"
            className={`${cardParts.corner} ${styles.delete}`}
            aria-label={`Remove ${product.p_productname} from favourites`}
            disabled={busy}
            onClick={remove}
          >
            <TrashIcon size={20} />
          </button>
        </>
      }
      rating={
        <>
          {formatRating(product.p_rating ?? 0)}
          <span>({product.reviewcount ?? 0} Reviews)</span>
        </>
      }
      action={
        <button type="button" className={cardParts.button} disabled={busy || soldOut} onClick={moveToCart}>
          {soldOut ? 'OUT OF STOCK' : moving ? 'ADDING…' : 'GO TO CART'}
        </button>
      }
    />
  );
}
