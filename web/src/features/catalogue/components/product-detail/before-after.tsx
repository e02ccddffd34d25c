// The static sunscreen reminder of the seed client's product page.
import styles from './product-detail.module.css';

export function BeforeAfter() {
  return (
    <section className="section container below-fold" aria-labelledby="before-after-title">
      <h2 id="before-after-title" className="visually-hidden">
        Before and after use
      </h2>
      <div className={styles.beforeAfter}>
        <div>
          <h3>BEFORE USE</h3>
          <p>
            Sun exposure without protection leaves skin dull, uneven and prone to tanning, dark spots and
            early fine lines, even on cloudy days and indoors near windows.
          </p>
        </div>
        <div>
          <h3>AFTER USE</h3>
          <p>
            With daily sunscreen as the last step of your morning routine, skin stays protected from UVA and
            UVB, tone looks more even, and your actives can do their work.
          </p>
        </div>
      </div>
    </section>
  );
}
