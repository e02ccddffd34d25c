// SHOP BY CONCERNS: a tile per skin concern, each opening that concern's products.
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../ui/responsive-image.tsx';
import { useConcerns } from '../../catalogue/index.ts';
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
              <ResponsiveImage
                src={concern.cc_image}
                alt=""
                width={120}
                height={120}
                sizes="96px"
                widths={[160, 320]}
              />
              <span>{concern.cc_name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
