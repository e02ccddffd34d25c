// The header's way into the catalogue: a Categories and a Concerns menu on every page (before, the
// categories were reachable only from the home page's tabs). Each menu is a disclosure (<details>), so
// it opens with a tap, Enter or Space before any script runs; a choice or Escape closes it.
import { useRef } from 'react';
import { Link } from 'react-router';
import { useCategories, useConcerns } from '../../catalogue/index.ts';
import styles from './shop-menu.module.css';

interface MenuProps {
  label: string;
  items: { key: number; name: string; to: string }[];
}

function Menu({ label, items }: MenuProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const close = (focusSummary: boolean) => {
    if (!details.current?.open) return;
    details.current.open = false;
    if (focusSummary) details.current.querySelector('summary')?.focus();
  };
  return (
    <details
      ref={details}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <summary className={styles.summary}>{label}</summary>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className={styles.link} onClick={() => close(false)}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function ShopMenu() {
  const categories = useCategories().data ?? [];
  const concerns = useConcerns().data ?? [];
  return (
    <nav aria-label="Shop" className={styles.nav}>
      <Menu
        label="Categories"
        items={categories.map((c) => ({ key: c.c_id, name: c.c_name, to: `/category/${c.c_id}` }))}
      />
      <Menu
        label="Concerns"
        items={concerns.map((c) => ({ key: c.cc_id, name: c.cc_name, to: `/concern/${c.cc_id}` }))}
      />
    </nav>
  );
}
