// OUR SPECIALITIES: the icon strip repeated 20 times (SPECIALITY_STRIP_REPEAT) as a slow marquee.
// Only the first copy is read out; the repeats are decoration, added once the page is live in the
// browser: the server's page carries one copy (a third of the home page's elements were repeats,
// and every element costs a phone time to lay out), and the strip starts moving when the repeats
// are there. The icons load eagerly: a lazy image only starts loading once it nears the viewport,
// which a strip clipped at the sides never lets the ones beyond the edge do, so they slid in blank.
// They load at low priority, after what the first screen shows (the page's largest image first);
// the 120 images are the same few files, fetched once. With reduced motion the first copy stands
// still, wrapped.
import { SPECIALITY_STRIP_REPEAT, type Speciality } from '@prime/contract';
import { useEffect, useState } from 'react';
import { imageUrl } from '../../../lib/image-url.ts';
import { useSpecialities } from '../api/get-specialities.ts';
import styles from './home-sections.module.css';

export function OurSpecialities() {
  const { data: specialities = [] } = useSpecialities();
  const [copies, setCopies] = useState(1);
  useEffect(() => setCopies(SPECIALITY_STRIP_REPEAT), []);
  if (!specialities.length) return null;
  return (
    <section className={`section below-fold ${styles.specialities}`} aria-labelledby="specialities-title">
      <h2 id="specialities-title" className="section-title">
        OUR SPECIALITIES
      </h2>
      <div className={styles.marquee}>
        <div className={`${styles.track} ${copies > 1 ? styles.moving : ''}`}>
          {Array.from({ length: copies }, (_, copy) => (
            <Strip key={copy} specialities={specialities} decorative={copy > 0} />
          ))}
        </div>
      </div>
    </section>
  );
}

function Strip({ specialities, decorative }: { specialities: Speciality[]; decorative: boolean }) {
  return (
    <ul className={styles.strip} aria-hidden={decorative || undefined}>
      {specialities.map((speciality) => (
        <li key={speciality.osp_id} className={styles.speciality}>
          <img src={imageUrl(speciality.osp_image)} alt="" width={48} height={48} fetchPriority="low" />
          <span>{speciality.osp_title}</span>
        </li>
      ))}
    </ul>
  );
}
