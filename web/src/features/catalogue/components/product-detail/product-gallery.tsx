// Main image plus up to 4 thumbnails (spec §9); a thumbnail shows its image in the main frame.
import { FALLBACK_IMAGE, MAX_GALLERY_THUMBNAILS, type Product } from '@prime/contract';
import { useState } from 'react';
import { imageUrl } from '../../../../lib/image-url.ts';
import { showFallbackImage } from '../product-card.tsx';
import styles from './product-detail.module.css';

export function galleryImages(product: Product): string[] {
  const paths = [product.p_image, ...product.productimage.map((image) => image.pi_image)].filter(Boolean);
  return [...new Set(paths)];
}

export function ProductGallery({ product }: { product: Product }) {
  const images = galleryImages(product);
  const [chosen, setChosen] = useState(0);
  const main = images[chosen] ?? images[0];
  const thumbnails = images.slice(0, MAX_GALLERY_THUMBNAILS);
  return (
    <div className={styles.gallery}>
      <img
        className={styles.mainImage}
        src={main ? imageUrl(main) : FALLBACK_IMAGE}
        alt={product.p_productname}
        width={600}
        height={600}
        fetchPriority="high"
        onError={showFallbackImage}
      />
      {thumbnails.length > 1 && (
        <ul className={styles.thumbnails} aria-label="Product images">
          {thumbnails.map((path, index) => (
            <li key={path}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Show image ${index + 1} of ${thumbnails.length}`}
                aria-pressed={index === chosen}
                onClick={() => setChosen(index)}
              >
                <img src={imageUrl(path)} alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
