// The frame of /login, /register and /sign-up-success: no shop header or footer, the brand beside
// (wide screens) or above (phones) one card. Toasts are mounted here because these pages sit outside
// the storefront layout.
import { Link } from 'react-router';
import { ToastProvider } from '../../ui/toast.tsx';
import styles from './auth.module.css';

export function AuthLayout({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <ToastProvider>
      <div className={styles.page}>
        <aside className={styles.brand}>
          <Link to="/" className={styles.logo} aria-label="PRIME home">
            PRIME
          </Link>
          <p className={styles.tagline}>Science for your skin</p>
          <p className={styles.pitch}>
            Dermacosmetic care formulated for Indian skin, climate and water. Log in to track orders, keep a
            wishlist and check out faster.
          </p>
        </aside>
        <main className={styles.main}>
          <div className={styles.card}>
            <h1 className={styles.title}>{title}</h1>
            {children}
          </div>
        </main>
      </div>
    </ToastProvider>
  );
}
