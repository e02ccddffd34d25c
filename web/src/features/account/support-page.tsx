// /MainLayout/support: answers first (list/faq), then the ways to reach a person.
import { Link } from 'react-router';
import { Spinner } from '../../ui/spinner.tsx';
import pageStyles from '../../ui/page-panel.module.css';
import { useFaqs } from '../home/index.ts';
import { ContactCards } from './contact-cards.tsx';
import styles from './contact.module.css';

function Faq() {
  const { data, isPending, isError } = useFaqs();
  if (isPending) return <Spinner label="Loading questions..." />;
  if (isError || data.length === 0)
    return <p className={pageStyles.muted}>No questions here yet: write to us below and we will help.</p>;
  return (
    <ul className={styles.faq}>
      {data.map((item) => (
        <li key={item.fq_id}>
          <details>
            <summary>{item.fq_question}</summary>
            <p>{item.fq_answers}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}

export default function SupportPage() {
  return (
    <>
      <section className={pageStyles.panel} aria-labelledby="help-support">
        <h1 id="help-support" className={pageStyles.heading}>
          HELP &amp; SUPPORT
        </h1>
        <h2>Frequently asked questions</h2>
        <Faq />
      </section>
      <section className={pageStyles.panel} aria-labelledby="reach-us">
        <h2 id="reach-us">Still need help?</h2>
        <ContactCards />
      </section>
      <section className={pageStyles.panel} aria-labelledby="more-help">
        <h2 id="more-help">More help</h2>
        <ul className={styles.links}>
          <li>
            <Link className="btn btn-outline" to="/MainLayout/orders">
              Track my orders
            </Link>
          </li>
          <li>
            <Link className="btn btn-outline" to="/MainLayout/returns">
              Return &amp; Refunds
            </Link>
          </li>
          <li>
            <Link className="btn btn-outline" to="/MainLayout/privacy">
              Privacy Policies
            </Link>
          </li>
          <li>
            <Link className="btn btn-outline" to="/MainLayout/contact">
              Contact Us
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
