// /MainLayout: the account area. Guests are sent to log in first and come back here afterwards.
import { Suspense } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { withNext } from '../auth/start-session.ts';
import styles from './account.module.css';

const entries = [
  { to: '/', label: 'My Home', end: true },
  { to: '/MainLayout/profile', label: 'My Profile' },
  { to: '/MainLayout/orders', label: 'My Orders' },
  { to: '/MainLayout/contact', label: 'Contact Us' },
  { to: '/MainLayout/returns', label: 'Return & Refunds' },
  { to: '/MainLayout/privacy', label: 'Privacy Policies' },
  { to: '/MainLayout/support', label: 'Help & Support' },
  { to: '/MainLayout/logout', label: 'Logout' },
];

const LOGOUT_PATH = '/MainLayout/logout';

export default function AccountLayout() {
  const session = useSession();
  const location = useLocation();

  if (!session) {
    const wanted = location.pathname + location.search;
    // Coming back to the logout page would end the fresh login at once.
    return <Navigate to={withNext('/login', wanted === LOGOUT_PATH ? null : wanted)} replace />;
  }

  return (
    <div className={`container ${styles.layout}`}>
      <aside className={styles.sidebar}>
        <p className={styles.hello}>
          Hello, <strong>{session.name}</strong>
        </p>
        <nav aria-label="My account">
          <ul className={styles.menu}>
            {entries.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end={entry.end}
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>
        <Suspense fallback={<Spinner label="Loading…" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
