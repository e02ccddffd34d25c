// The console's frame: a bar with the brand and the signed-in admin, and the menu of its pages. On a
// wide screen the menu is a column beside the page; on a phone it folds away behind a Menu button
// and folds again once a page is picked. Beside Orders, Returns and Messages, how many wait for staff.
import type { MenuCounts } from '@prime/contract';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useMenuCounts } from './api/get-menu-counts.ts';
import styles from './shared/admin.module.css';

interface Entry {
  to: string;
  label: string;
  end?: boolean;
  /** The count shown beside it, and what it counts, for screen readers: "3 to ship". */
  count?: { of: keyof MenuCounts; words: string };
}

const entries: Entry[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders', count: { of: 'to_ship', words: 'to ship' } },
  { to: '/admin/returns', label: 'Returns', count: { of: 'returns_to_decide', words: 'to decide' } },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/stock/expiring', label: 'Expiring stock' },
  { to: '/admin/stock/recall', label: 'Batch recall' },
  { to: '/admin/categories', label: 'Categories and concerns' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/messages', label: 'Messages', count: { of: 'unread_messages', words: 'unread' } },
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
  const counts = useMenuCounts().data;

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
                  {entry.count && counts && counts[entry.count.of] > 0 && (
                    <span className={styles.navCount}>
                      {' '}
                      {counts[entry.count.of]}
                      <span className="visually-hidden"> {entry.count.words}</span>
                    </span>
                  )}
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
