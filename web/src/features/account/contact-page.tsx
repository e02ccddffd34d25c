// /MainLayout/contact: GET IN TOUCH.
import { messages } from '@prime/contract';
import { ContactCards } from './contact-cards.tsx';
import pageStyles from '../../ui/page-panel.module.css';

export default function ContactPage() {
  return (
    <section className={pageStyles.panel} aria-labelledby="get-in-touch">
      <h1 id="get-in-touch" className={pageStyles.heading}>
        GET IN TOUCH
      </h1>
      <p className={pageStyles.muted}>
        Questions about an order, a product or your skin routine? Our care team answers{' '}
        {messages.customerCareHours}.
      </p>
      <ContactCards />
    </section>
  );
}
