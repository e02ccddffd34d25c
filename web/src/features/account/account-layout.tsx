// /MainLayout: the account area. Its policy and help pages are for everyone (the footer links to
// them); the customer's own pages send a guest to log in first and back here afterwards.
import { Suspense, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { loggingOut } from '../../lib/logout.ts';
import { useSession } from '../../lib/session.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { withNext } from '../auth/index.ts';
import styles from './account.module.css';
import { openLoginPage } from './open-login-page.ts';

const entries = [
  { to: '/', label: 'My Home', end: true, forGuests: true },
  { to: '/MainLayout/profile', label: 'My Profile', forGuests: false },
  { to: '/MainLayout/orders', label: 'My Orders', forGuests: false },
  { to: '/MainLayout/contact', label: 'Contact Us', forGuests: true },
  { to: '/MainLayout/returns', label: 'Return & Refunds', forGuests: true },
  { to: '/MainLayout/privacy', label: 'Privacy Policies', forGuests: true },
  { to: '/MainLayout/support', label: 'Help & Support', forGuests: true },
  { to: '/MainLayout/logout', label: 'Logout', forGuests: false },
];

// The logout page too: it finishes going home once the session is gone, whoever opened it.
const OPEN_TO_GUESTS = new Set([
  ...entries.filter((entry) => entry.forGuests && entry.to !== '/').map((entry) => entry.to),
  '/MainLayout/logout',
]);

export default function AccountLayout() {
  const session = useSession();
  const location = useLocation();
  const path = location.pathname.replace(/\/+$/, '');
  const loginPath = withNext('/login', path + location.search);
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => revealActiveEntry(menu.current), [path]);

  if (!session && !OPEN_TO_GUESTS.has(path)) return <ToLogin path={loginPath} />;

  const shown = session ? entries : entries.filter((entry) => entry.forGuests);
  return (
    <div className={`container ${styles.layout}`}>
      <aside className={styles.sidebar}>
        {session && (
          <p className={styles.hello}>
            Hello, <strong>{session.name}</strong>
          </p>
        )}
        <nav aria-label="My account">
          <ul ref={menu} className={styles.menu}>
            {shown.map((entry) => (
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
            {!session && (
              <li>
                <NavLink to={loginPath} className={styles.link}>
                  Login
                </NavLink>
              </li>
            )}
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

/** On phones the menu is one row that scrolls sideways: bring the current page's entry into it. */
function revealActiveEntry(menu: HTMLUListElement | null) {
  const active = menu?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!menu || !active || menu.scrollWidth <= menu.clientWidth) return;
  const offset = active.getBoundingClientRect().left - menu.getBoundingClientRect().left;
  menu.scrollLeft += offset - (menu.clientWidth - active.offsetWidth) / 2;
}

/**
 * A full page load of the login page, not an in-app move: in-app, the address bar would say /login
 * while the storefront (and its footer's own Email field) is still on screen for a moment.
 */
function ToLogin({ path }: { path: string }) {
  useEffect(() => {
    if (!loggingOut()) openLoginPage(path);
  }, [path]);
  return <Spinner label="Loading…" />;
}
