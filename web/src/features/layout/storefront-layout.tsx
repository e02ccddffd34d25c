// Every storefront page: header, the page itself, footer; toasts mounted once for all of them.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../ui/spinner.tsx';
import { ToastProvider } from '../../ui/toast.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import styles from './storefront-layout.module.css';

export default function StorefrontLayout() {
  return (
    <ToastProvider>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* Header and footer stay on screen while the next page's chunk loads. */}
        <Suspense fallback={<Spinner label="Loading…" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollToTop />
    </ToastProvider>
  );
}
