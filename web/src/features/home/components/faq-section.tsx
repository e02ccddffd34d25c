import { Link } from 'react-router';
import { useFaqs } from '../api/get-faqs.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import styles from './home-sections.module.css';

export function FaqSection() {
  const { data: faqs = [] } = useFaqs();
  return (
    <section className={`section below-fold ${styles.sand}`} aria-labelledby="faq-title">
      <div className={`container ${styles.faqLayout}`}>
        <div>
          <h2 id="faq-title" className={styles.faqTitle}>
            FREQUENTLY ASKED QUESTIONS
          </h2>
          <FaqAccordion faqs={faqs} />
        </div>
        <aside className={styles.questions} aria-labelledby="questions-title">
          <h2 id="questions-title">STILL HAVE QUESTIONS</h2>
          <p>Our skincare team answers every message within a working day.</p>
          <Link to="/MainLayout/contact" className="btn">
            GET IN TOUCH
          </Link>
        </aside>
      </div>
    </section>
  );
}
