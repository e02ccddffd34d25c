// A product's page: canonical at /products/<p_slug>, and at /product-details?p_id=<id> (routes:
// web/src/app/router.tsx), where the id comes from the query string or from navigation state as the
// seed client sends it, so the page survives a reload and can be shared.
import { messages, type Product } from '@prime/contract';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { NotFoundMessage } from '../../ui/not-found-page.tsx';
import { Stars } from '../../ui/stars.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { DeliveryEstimate } from '../cart/index.ts';
import { formatRating, ProductReviews, reviewCountText } from '../reviews/index.ts';
import { useShopInfo } from '../seller/index.ts';
import { useCategories } from './api/get-categories.ts';
import { useProduct, type ProductRef } from './api/get-product.ts';
import { BeforeAfter } from './components/product-detail/before-after.tsx';
import { DetailSections } from './components/product-detail/detail-sections.tsx';
import { FeatureBadges } from './components/product-detail/feature-badges.tsx';
import { IngredientsStrip } from './components/product-detail/ingredients-strip.tsx';
import { ProductGallery } from './components/product-detail/product-gallery.tsx';
import { ProductInformation } from './components/product-detail/product-information.tsx';
import { PurchasePanel } from './components/product-detail/purchase-panel.tsx';
import styles from './components/product-detail/product-detail.module.css';

/** `/products/<p_slug>` names the product by slug; `/product-details` by `p_id`. */
function useProductRef(): ProductRef | null {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const state = useLocation().state as { p_id?: unknown } | null;
  if (slug !== undefined) return { p_slug: slug };
  const id = Number(params.get('p_id') ?? state?.p_id);
  return Number.isInteger(id) && id > 0 ? { p_id: id } : null;
}

const isSunscreen = (product: Product, categoryName = '') =>
  /sunscreen|\bspf\b|sun protection/i.test(`${product.p_productname} ${categoryName}`);

export default function ProductPage() {
  const productRef = useProductRef();
  const { data: product, isPending, isError } = useProduct(productRef);
  const care = useShopInfo().data;
  const category = useCategories().data?.find((candidate) => candidate.c_id === product?.p_category);

  usePageTitle(product?.p_productname);

  if (productRef !== null && isPending) return <Spinner label="Loading product…" />;
  if (!product || isError) {
    return <NotFoundMessage title="Product not found" text={messages.productNotFound} />;
  }

  return (
    <>
      <div className="container">
        <Breadcrumbs
          steps={[
            { name: 'Home', to: '/' },
            ...(category ? [{ name: category.c_name, to: `/category/${category.c_id}` }] : []),
            { name: product.p_productname },
          ]}
        />
      </div>
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
          <ProductInformation product={product} care={care} />
        </div>
      </div>
      <IngredientsStrip ingredients={product.ingredients} />
      {/* Its words are about sunscreen: on a sunscreen's page only. */}
      {isSunscreen(product, category?.c_name) && <BeforeAfter />}
      {/* Remounted per product too: its review page and filter start fresh. */}
      <ProductReviews
        key={`reviews-${product.p_id}`}
        productId={product.p_id}
        productName={product.p_productname}
      />
    </>
  );
}
