// The console's frame: a bar with the brand and the signed-in member and role, and the menu of the pages
// their role may use (contract/src/staff-access.ts). On a
// wide screen the menu is a column beside the page; on a phone it folds away behind a Menu button
// and folds again once a page is picked. Beside Orders, Returns and Messages, how many wait for staff.
import type { MenuCounts } from '@prime/contract';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useMenuCounts } from './api/get-menu-counts.ts';
import styles from './shared/admin.module.css';
import { useMayCall } from './shared/staff-access.tsx';

interface Entry {
  to: string;
  label: string;
  /** The call the screen opens with: the entry shows only to a role that may make it. */
  call: string;
  end?: boolean;
  /** The count shown beside it, and what it counts, for screen readers: "3 to ship". */
  count?: { of: keyof MenuCounts; words: string };
}

const entries: Entry[] = [
  { to: '/admin', label: 'Dashboard', call: 'admin/dashboard', end: true },
  {
    to: '/admin/orders',
    label: 'Orders',
    call: 'admin/order/list',
    count: { of: 'to_ship', words: 'to ship' },
  },
  {
    to: '/admin/returns',
    label: 'Returns',
    call: 'admin/return/list',
    count: { of: 'returns_to_decide', words: 'to decide' },
  },
  { to: '/admin/grievances', label: 'Grievances', call: 'admin/grievance/list' },
  { to: '/admin/products', label: 'Products', call: 'admin/product/list' },
  { to: '/admin/stock/expiring', label: 'Expiring stock', call: 'admin/stock/expiring' },
  { to: '/admin/stock/recall', label: 'Batch recall', call: 'admin/stock/batch' },
  { to: '/admin/categories', label: 'Categories and concerns', call: 'admin/category/save' },
  { to: '/admin/content', label: 'Content', call: 'admin/content/list' },
  { to: '/admin/reviews', label: 'Reviews', call: 'admin/review/list' },
  { to: '/admin/customers', label: 'Customers', call: 'admin/customer/list' },
  {
    to: '/admin/messages',
    label: 'Messages',
    call: 'admin/message/list',
    count: { of: 'unread_messages', words: 'unread' },
  },
  { to: '/admin/coupons', label: 'Coupons', call: 'admin/coupon/list' },
  { to: '/admin/invoices', label: 'GST invoices', call: 'admin/invoice/list' },
  { to: '/admin/settings', label: 'Shop settings', call: 'admin/settings/get' },
  { to: '/admin/audit', label: 'Audit log', call: 'admin/audit/list' },
  { to: '/admin/staff', label: 'Staff', call: 'admin/staff/list' },
];

/** Where a role lands at /admin when the dashboard is not theirs: the first screen of its menu. */
export const firstScreenOf = (may: (call: string) => boolean) => entries.find((entry) => may(entry.call))?.to;

const ROLE_NAMES: Record<string, string> = {
  admin: 'Admin',
  support: 'Support',
  packer: 'Packer',
  catalogue: 'Catalogue',
};

interface AdminShellProps {
  email: string;
  role: string;
  children: React.ReactNode;
}

export function AdminShell({ email, role, children }: AdminShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const may = useMayCall();
  const counts = useMenuCounts(may('admin/menu-counts')).data;

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
          <span> · {ROLE_NAMES[role] ?? role}</span>
        </p>
      </header>
      <div className={styles.body}>
        <nav id={menuId} aria-label="Console" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul>
            {entries
              .filter((entry) => may(entry.call))
              .map((entry) => (
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
