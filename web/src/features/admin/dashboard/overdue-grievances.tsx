// The dashboard's count of grievances overdue now (decision 0029): still open after their 48 hours, or
// unresolved after their 30 days; it leads to the desk's list of them.
import { Link } from 'react-router';
import { useOverdueGrievances } from '../api/grievances.ts';
import shared from '../shared/admin.module.css';
import styles from './dashboard.module.css';

export function OverdueGrievances() {
  const overdue = useOverdueGrievances().data?.total;
  return (
    <section className={styles.figure} aria-labelledby="overdue-grievances">
      <h2 id="overdue-grievances">Grievances overdue</h2>
      <p className={styles.big}>{overdue ?? '…'}</p>
      <p className={shared.muted}>
        <Link to="/admin/grievances?show=overdue">See overdue grievances</Link>
      </p>
    </section>
  );
}
