// /product-details?p_id=<id> (CONTRACT §9): the id comes from the query string, or from navigation
// state as the seed client sends it, so the page survives a reload and can be shared.
import { messages } from '@prime/contract';
import { useLocation, useSearchParams } from 'react-router';
import { Spinner } from '../../ui/spinner.tsx';
import { NotFoundMessage } from '../layout/not-found-page.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { useProduct } from './api/get-product.ts';
import { BeforeAfter } from './components/product-detail/before-after.tsx';
import { DeliveryEstimate } from './components/product-detail/delivery-estimate.tsx';
import { DetailSections } from './components/product-detail/detail-sections.tsx';
import { FeatureBadges } from './components/product-detail/feature-badges.tsx';
import { IngredientsStrip } from './components/product-detail/ingredients-strip.tsx';
import { ProductGallery } from './components/product-detail/product-gallery.tsx';
import { PurchasePanel } from './components/product-detail/purchase-panel.tsx';
import { ProductReviews } from './components/reviews/product-reviews.tsx';
import { formatRating, reviewCountText } from './components/reviews/rating.ts';
import { Stars } from './components/stars.tsx';
import styles from './components/product-detail/product-detail.module.css';

function useProductId(): number | null {
  const [params] = useSearchParams();
  const state = useLocation().state as { p_id?: unknown } | null;
  const raw = params.get('p_id') ?? state?.p_id;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export default function ProductPage() {
  const productId = useProductId();
  const { data: product, isPending, isError } = useProduct(productId);

  usePageTitle(product?.p_productname);

  if (productId !== null && isPending) return <Spinner label="Loading product…" />;
  if (!product || isError) {
    return <NotFoundMessage title="Product not found" text={messages.productNotFound} />;
  }

  return (
    <>
      <div className={`container ${styles.top}`}>
        {/* Remounted per product so the gallery and pack size start fresh when moving between products. */}
        <ProductGallery key={`gallery-${product.p_id}`} product={product} />
        <div className={styles.info}>
          <h1 className={styles.name}>{product.p_productname}</h1>
          <p className={styles.ratingLine}>
            <Stars rating={product.p_rating} />
            <span>
              {formatRating(product.p_rating)} · {reviewCountText(product.reviewcount)}
            </span>
          </p>
          <p className={styles.description}>{product.p_description}</p>
          <FeatureBadges text={product.p_material_content} />
          <PurchasePanel key={`purchase-${product.p_id}`} product={product} />
          <DeliveryEstimate />
          <DetailSections product={product} />
        </div>
      </div>
      <IngredientsStrip ingredients={product.ingredients} />
      <BeforeAfter />
      <ProductReviews productId={product.p_id} />
    </>
  );
}
