// One favourite: image, delete, name, prices, pack size, rating and GO TO CART.
import { CARD_IMAGE_HEIGHT_PX, FALLBACK_IMAGE, type Product } from '@prime/contract';
import { Link } from 'react-router';
import { formatPackSize } from '../../lib/format.ts';
import { imageUrl } from '../../lib/image-url.ts';
import { StarIcon, TrashIcon } from '../../ui/icons.tsx';
import { productPath } from '../../lib/product-path.ts';
import { PriceTag, primaryImage, productPrice } from '../catalogue/index.ts';
import { formatRating } from '../reviews/index.ts';
import { useWishlistItem } from './use-wishlist-item.ts';
import styles from './wishlist.module.css';

const showFallback = (event: React.SyntheticEvent<HTMLImageElement>) => {
  const img = event.currentTarget;
  if (!img.src.endsWith(FALLBACK_IMAGE)) img.src = FALLBACK_IMAGE;
};

export function WishlistCard({ product }: { product: Product }) {
  const { busy, moving, remove, moveToCart } = useWishlistItem(product);
  const titleId = `wishlist-${product.p_id}`;
  const href = productPath(product);
  const packSize = product.product_price[0]?.pp_packet_size ?? product.p_quantity_types;
  const soldOut = product.p_stocks <= 0;
  return (
    <article className={styles.card} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className={styles.media}>
        <img
          className={styles.image}
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
          className={styles.delete}
          aria-label={`Remove ${product.p_productname} from favourites`}
          disabled={busy}
          onClick={remove}
        >
          <TrashIcon size={20} />
        </button>
      </div>
      <div className={styles.body}>
        <h2 className={styles.name} id={titleId}>
          <Link to={href} state={{ p_id: product.p_id }}>
            {product.p_productname}
          </Link>
        </h2>
        <PriceTag {...productPrice(product)} />
        <p className={styles.meta}>
          {packSize !== '' && <span>{formatPackSize(packSize)}</span>}
          <span className={styles.rating}>
            <StarIcon size={14} filled className={styles.star} />
            <span className="visually-hidden">Rated </span>
            {formatRating(product.p_rating ?? 0)}
            <span>({product.reviewcount ?? 0} Reviews)</span>
          </span>
        </p>
        <button
          type="button"
          className={`btn ${styles.cartButton}`}
          disabled={busy || soldOut}
          onClick={moveToCart}
        >
          {soldOut ? 'OUT OF STOCK' : moving ? 'ADDING…' : 'GO TO CART'}
        </button>
      </div>
    </article>
  );
}
