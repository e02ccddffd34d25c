import { ResponsiveImage } from '../../../ui/responsive-image.tsx';
import { useStandards } from '../api/get-standards.ts';
import styles from './home-sections.module.css';

export function OurStandard() {
  const { data: standards = [] } = useStandards();
  if (!standards.length) return null;
  return (
    <section className="section container below-fold" aria-labelledby="standard-title">
      <h2 id="standard-title" className="section-title">
        OUR STANDARD
      </h2>
      <ul className={styles.standards}>
        {standards.map((standard) => (
          <li key={standard.os_id} className={styles.standard}>
            <ResponsiveImage
              src={standard.os_image}
              alt=""
              width={640}
              height={480}
              sizes="(min-width: 700px) 400px, 100vw"
              widths={[320, 480, 640]}
            />
            <h3>{standard.os_title}</h3>
            <p>{standard.os_description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
