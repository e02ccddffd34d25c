// Every storefront page: header, the page itself, footer; toasts mounted once for all of them.
import { Outlet, ScrollRestoration } from 'react-router';
import { ToastProvider } from '../../ui/toast.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';
import styles from './storefront-layout.module.css';

export default function StorefrontLayout() {
  return (
    <ToastProvider>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </ToastProvider>
  );
}
