// /grievance: the grievance officer the E-Commerce Rules ask a seller to name, and the form that files a
// grievance (add/grievance). Rendered on the server with the officer's details (shop/info); the form's
// answer is the ticket number and the link of the grievance's own page.
import { GRIEVANCE_ACKNOWLEDGE_HOURS, GRIEVANCE_RESOLVE_DAYS } from '@prime/contract';
import { Link } from 'react-router';
import pageStyles from '../../ui/page-panel.module.css';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useShopInfo } from './api/get-shop-info.ts';
import { GrievanceForm } from './grievance-form.tsx';
import { phoneText } from './seller-details.tsx';
import styles from './seller.module.css';

export default function GrievancePage() {
  usePageTitle('Grievance Redressal');
  const info = useShopInfo().data;
  const officer = info?.grievance_officer;
  return (
    <section className={`container ${pageStyles.panel} ${styles.page}`} aria-labelledby="grievance-title">
      <h1 id="grievance-title" className={pageStyles.heading}>
        Grievance Redressal
      </h1>
      <p>
        If an order, a product or our service let you down and{' '}
        <Link to="/MainLayout/contact">our support team</Link> could not put it right, write to our Grievance
        Officer. We acknowledge every grievance within {GRIEVANCE_ACKNOWLEDGE_HOURS} hours and resolve it
        within {GRIEVANCE_RESOLVE_DAYS} days, with a ticket number you can follow.
      </p>
      {info && (
        <div className={styles.officer}>
          <h2>Grievance Officer</h2>
          <p>{officer?.name ?? 'Grievance Officer'}</p>
          <p>
            {info.seller_name}, {info.seller_address}
          </p>
          {officer?.email && (
            <p>
              Email: <a href={`mailto:${officer.email}`}>{officer.email}</a>
            </p>
          )}
          {officer?.phone && (
            <p>
              Phone: <a href={`tel:+91${officer.phone}`}>{phoneText(officer.phone)}</a>
            </p>
          )}
        </div>
      )}
      <GrievanceForm />
    </section>
  );
}
