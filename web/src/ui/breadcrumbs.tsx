// The way back from a listing or a product page: Home › Serums › Vitamin C Serum. The last step is the
// page itself (aria-current); search engines read the same steps as BreadcrumbList JSON-LD, which the
// server writes into the page's head (server/src/pages/public-pages.ts).
import { Link } from 'react-router';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  name: string;
  /** Left out for the page itself, the last step. */
  to?: string;
}

export function Breadcrumbs({ steps }: { steps: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {steps.map((step, index) => (
          <li key={`${index}-${step.name}`}>
            {step.to && index < steps.length - 1 ? (
              <Link to={step.to}>{step.name}</Link>
            ) : (
              <span aria-current="page">{step.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
