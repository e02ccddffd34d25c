// The console's frame: a bar with the brand and the signed-in admin, and the menu of its pages. On a
// wide screen the menu is a column beside the page; on a phone it folds away behind a Menu button
// and folds again once a page is picked.
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import styles from './shared/admin.module.css';

const entries = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/categories', label: 'Categories and concerns' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/invoices', label: 'GST invoices' },
  { to: '/admin/settings', label: 'Shop settings' },
  { to: '/admin/audit', label: 'Audit log' },
];

export function AdminShell({ email, children }: { email: string; children: React.ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <Link to="/admin" className={styles.brand}>
          PRIME <span>Console</span>
        </Link>
        <button
          type="button"
          className={`btn btn-outline ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? 'Close menu' : 'Menu'}
        </button>
        <p className={styles.who}>
          <span className="visually-hidden">Signed in as </span>
          {email}
        </p>
      </header>
      <div className={styles.body}>
        <nav id={menuId} aria-label="Console" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul>
            {entries.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end={entry.end}
                  className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navActive : ''}`}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className={styles.navFoot}>
            <li>
              <Link to="/" className={styles.navLink}>
                View the shop
              </Link>
            </li>
            <li>
              <Link to="/MainLayout/logout" className={styles.navLink}>
                Log out
              </Link>
            </li>
          </ul>
        </nav>
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
