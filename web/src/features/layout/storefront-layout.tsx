// Every storefront page: header, the page itself, footer; toasts mounted once for all of them.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { HydrationMark } from '../../ui/hydration-mark.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ToastProvider } from '../../ui/toast.tsx';
import { SiteHeader } from './header/site-header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import styles from './storefront-layout.module.css';

// Below every page, so its code (the contact form and its rules) is not part of a page's first load:
// a server-rendered page shows the footer at once and the browser wires it up when its chunk arrives.
const SiteFooter = lazy(() =>
  import('../footer/index.ts').then((module) => ({ default: module.SiteFooter })),
);

export default function StorefrontLayout() {
  return (
    <ToastProvider>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* Header and footer stay on screen while the next page's chunk loads. The mark is in the
            page's boundary, so it is set only once the page itself is live. */}
        <Suspense fallback={<Spinner label="Loading…" />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <ScrollToTop />
    </ToastProvider>
  );
}
