// The main image plus up to 4 thumbnails: the product's first 5 images, one in the main frame and the
// others beside it. Choosing a thumbnail puts its image in the frame and the framed one back among
// the thumbnails, in the product's order; focus stays on the thumbnail's place in the row.
import { MAX_GALLERY_THUMBNAILS, type Product } from '@prime/contract';
import { useState } from 'react';
import { ResponsiveImage } from '../../../../ui/responsive-image.tsx';
import styles from './product-detail.module.css';

// Half the page from 900 px on (at most 1200 px wide), the whole width less its margins below.
const MAIN_IMAGE_SIZES = '(min-width: 1200px) 560px, (min-width: 900px) 46vw, calc(100vw - 32px)';
const MAIN_IMAGE_WIDTHS = [480, 640, 800, 1080] as const;
// 72 px squares.
const THUMBNAIL_WIDTHS = [160] as const;

export function galleryImages(product: Product): string[] {
  const paths = [product.p_image, ...product.productimage.map((image) => image.pi_image)].filter(Boolean);
  return [...new Set(paths)];
}

export function ProductGallery({ product }: { product: Product }) {
  const images = galleryImages(product).slice(0, 1 + MAX_GALLERY_THUMBNAILS);
  const [chosen, setChosen] = useState(0);
  const main = images[chosen] ?? images[0];
  const thumbnails = images.map((path, index) => ({ path, index })).filter(({ index }) => index !== chosen);
  return (
    <div className={styles.gallery}>
      <ResponsiveImage
        className={styles.mainImage}
        src={main}
        alt={product.p_productname}
        width={600}
        height={600}
        sizes={MAIN_IMAGE_SIZES}
        widths={MAIN_IMAGE_WIDTHS}
        priority
      />
      {thumbnails.length > 0 && (
        <ul className={styles.thumbnails} aria-label="Product images">
          {thumbnails.map(({ path, index }, place) => (
            // Keyed by place: the focused button stays when its image swaps with the main one.
            <li key={place}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                onClick={() => setChosen(index)}
              >
                <ResponsiveImage
                  src={path}
                  alt=""
                  width={80}
                  height={80}
                  sizes="72px"
                  widths={THUMBNAIL_WIDTHS}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
