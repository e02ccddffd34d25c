// OUR SPECIALITIES: the icon strip repeated 20 times (SPECIALITY_STRIP_REPEAT) as a slow marquee.
// Only the first copy is read out; the repeats are decoration. The icons load eagerly: a lazy image
// only starts loading near the viewport, so in a moving strip each copy slid in blank; the 120 images are the
// same few files, fetched once. With reduced motion the first copy stands still, wrapped.
import { SPECIALITY_STRIP_REPEAT, type Speciality } from '@prime/contract';
import { imageUrl } from '../../../lib/image-url.ts';
import { useSpecialities } from '../api/get-specialities.ts';
import styles from './home-sections.module.css';

export function OurSpecialities() {
  const { data: specialities = [] } = useSpecialities();
  if (!specialities.length) return null;
  return (
    <section className={`section ${styles.specialities}`} aria-labelledby="specialities-title">
      <h2 id="specialities-title" className="section-title">
        OUR SPECIALITIES
      </h2>
      <div className={styles.marquee}>
        <div className={styles.track}>
          {Array.from({ length: SPECIALITY_STRIP_REPEAT }, (_, copy) => (
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
          <img src={imageUrl(speciality.osp_image)} alt="" width={48} height={48} />
          <span>{speciality.osp_title}</span>
        </li>
      ))}
    </ul>
  );
}
