// The brand story ("PRIME LIFE", anchor `about`, which the footer's About opens).
import styles from './home-sections.module.css';

const PROMISES = [
  { figure: '100%', text: 'Dermatologist tested formulas' },
  { figure: '0', text: 'Parabens, sulphates or mineral oil' },
  { figure: 'India', text: 'Made for Indian skin and climate' },
];

export function BrandStory() {
  return (
    <section id="about" className={`section ${styles.sand}`} aria-labelledby="about-title">
      <div className={`container ${styles.story}`}>
        <div>
          <h2 id="about-title" className={styles.storyTitle}>
            PRIME LIFE
          </h2>
          <p className={styles.lead}>
            Skincare should be simple, honest and proven. PRIME pairs clinically studied actives with gentle
            bases, in the strengths that work for humid summers, dry winters and everything in between.
          </p>
          <p>
            Every formula is developed with dermatologists, tested on Indian skin, and made in small batches
            so it reaches you fresh. No noise, no fillers: just what your skin needs, and nothing it doesn't.
          </p>
        </div>
        <ul className={styles.promises}>
          {PROMISES.map((promise) => (
            <li key={promise.text}>
              <strong>{promise.figure}</strong>
              <span>{promise.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
