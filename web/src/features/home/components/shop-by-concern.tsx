// SHOP BY CONCERNS: a tile per skin concern, each opening that concern's products.
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/image-url.ts';
import { useConcerns } from '../../catalogue/api/get-concerns.ts';
import styles from './home-sections.module.css';

export function ShopByConcern() {
  const { data: concerns = [] } = useConcerns();
  if (!concerns.length) return null;
  return (
    <section className="section container" aria-labelledby="concern-title">
      <h2 id="concern-title" className="section-title">
        SHOP BY CONCERNS
      </h2>
      <ul className={styles.concerns}>
        {concerns.map((concern) => (
          <li key={concern.cc_id}>
            <Link to={`/concern/${concern.cc_id}`} className={styles.concern}>
              <img src={imageUrl(concern.cc_image)} alt="" width={120} height={120} loading="lazy" />
              <span>{concern.cc_name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
