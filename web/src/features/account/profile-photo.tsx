import { imageUrl } from '../../lib/image-url.ts';
import styles from './profile.module.css';

/** The customer's photo, or a drawn silhouette when there is none (no image from another host). */
export function ProfilePhoto({ src, name }: { src: string | null | undefined; name: string }) {
  if (src)
    return (
      <img className={styles.photo} src={imageUrl(src)} alt={`Photo of ${name}`} width={96} height={96} />
    );
  return (
    <svg className={styles.photo} viewBox="0 0 96 96" role="img" aria-label="No photo added">
      <rect className={styles.silhouetteBack} width="96" height="96" />
      <circle className={styles.silhouette} cx="48" cy="38" r="17" />
      <path className={styles.silhouette} d="M16 92c3-19 16-29 32-29s29 10 32 29z" />
    </svg>
  );
}
