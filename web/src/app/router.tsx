// Every screen of the web app. Each page is its own chunk (route-level code splitting). The app uses
// the declarative router (`useRoutes` under `BrowserRouter`, `StaticRouter` on the server): the data
// router would add ~17 KB gzip of loader/action machinery to every page while the app fetches through
// React Query instead. Routes marked PUBLIC are rendered on the server with their data
// (docs/decisions/0013-server-rendered-pages.md); the others are drawn in the browser.
import type { ReactElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { page, type LazyPage } from './lazy-page.ts';

const LoginPage = page('../features/auth/login-page.tsx');
const RegisterPage = page('../features/auth/register-page.tsx');
const SignUpSuccessPage = page('../features/auth/sign-up-success-page.tsx');
const StaffAcceptPage = page('../features/auth/staff-accept-page.tsx');
const StorefrontLayout = page('../features/layout/storefront-layout.tsx');
const HomePage = page('../features/home/home-page.tsx');
const ProductPage = page('../features/catalogue/product-page.tsx');
const CategoryPage = page('../features/catalogue/category-page.tsx');
const ConcernPage = page('../features/catalogue/concern-page.tsx');
const BlogPage = page('../features/blog/blog-page.tsx');
const BlogPostPage = page('../features/blog/blog-post-page.tsx');
const SearchPage = page('../features/search/search-page.tsx');
const WishlistPage = page('../features/wishlist/wishlist-page.tsx');
const ThankYouPage = page('../features/checkout/thank-you-page.tsx');
const PaymentFailedPage = page('../features/checkout/payment-failed-page.tsx');
const AccountLayout = page('../features/account/account-layout.tsx');
const ProfilePage = page('../features/account/profile-page.tsx');
const AddressesPage = page('../features/account/addresses-page.tsx');
const OrdersPage = page('../features/orders/orders-page.tsx');
const TrackOrderPage = page('../features/orders/track-order-page.tsx');
const OrderLinkPage = page('../features/orders/order-link-page.tsx');
const OrderCancellationPage = page('../features/orders/order-cancellation-page.tsx');
const ContactPage = page('../features/account/contact-page.tsx');
const ReturnsPage = page('../features/account/returns-page.tsx');
const PrivacyPage = page('../features/account/privacy-page.tsx');
const SupportPage = page('../features/account/support-page.tsx');
const LogoutPage = page('../features/account/logout-page.tsx');
const GrievancePage = page('../features/seller/grievance-page.tsx');
const GrievanceTicketPage = page('../features/seller/grievance-ticket-page.tsx');
const NotFoundPage = page('../ui/not-found-page.tsx');
// The admin console: one chunk of its own, loaded only at /admin (a shopper never downloads it).
const AdminConsole = page('../features/admin/admin-console-layout.tsx');

/** A page a search engine may index, rendered on the server with its data. */
const PUBLIC = { serverRendered: true };

const routes: RouteObject[] = [
  // The shared header and footer are hidden on these.
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/sign-up-success', element: <SignUpSuccessPage /> },
  // An invitation to the staff (decision 0033): choose a password, then the console.
  { path: '/staff/accept/:token', element: <StaffAcceptPage /> },
  { path: '/admin/*', element: <AdminConsole /> },
  {
    path: '/',
    element: <StorefrontLayout />,
    children: [
      { index: true, element: <HomePage />, handle: PUBLIC },
      { path: 'products/:slug', element: <ProductPage />, handle: PUBLIC },
      { path: 'product-details', element: <ProductPage />, handle: PUBLIC },
      { path: 'category/:categoryId', element: <CategoryPage />, handle: PUBLIC },
      { path: 'concern/:concernId', element: <ConcernPage />, handle: PUBLIC },
      { path: 'my-blog', element: <BlogPage />, handle: PUBLIC },
      { path: 'my-blog/:postId', element: <BlogPostPage />, handle: PUBLIC },
      { path: 'search', element: <SearchPage />, handle: PUBLIC },
      { path: 'favourites', element: <WishlistPage /> },
      { path: 'thank-you', element: <ThankYouPage /> },
      { path: 'payment-failed', element: <PaymentFailedPage /> },
      // An order by its link (the mails'), and a guest's tracking: no login, kept out of search results.
      { path: 'orders/:access', element: <OrderLinkPage /> },
      { path: 'track-order', element: <TrackOrderPage /> },
      // The grievance officer and form (server-rendered), and a grievance by its link like an order's.
      { path: 'grievance', element: <GrievancePage />, handle: PUBLIC },
      { path: 'grievances/:access', element: <GrievanceTicketPage /> },
      {
        path: 'MainLayout',
        element: <AccountLayout />,
        children: [
          { index: true, element: <Navigate to="/MainLayout/profile" replace /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'addresses', element: <AddressesPage /> },
          { path: 'orders', element: <OrdersPage /> },
          { path: 'trackorder', element: <TrackOrderPage /> },
          { path: 'ordercancellation', element: <OrderCancellationPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'returns', element: <ReturnsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'support', element: <SupportPage /> },
          { path: 'logout', element: <LogoutPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: PUBLIC },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

export interface PageMatch {
  /** Rendered on the server with its data; otherwise the browser draws it. */
  serverRendered: boolean;
  /** No route of the app knows the path: the not-found page. */
  notFound: boolean;
  /** Build-manifest keys of the lazily loaded modules the page shows (layouts, then the page). */
  modules: string[];
}

function matchedPages(pathname: string): LazyPage[] {
  return (matchRoutes(routes, pathname) ?? [])
    .map((match) => (match.route.element as ReactElement | undefined)?.type)
    .filter((type): type is LazyPage => typeof type === 'object' && type !== null && 'moduleId' in type);
}

export function matchPage(pathname: string): PageMatch {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return {
    serverRendered: (leaf?.handle as typeof PUBLIC | undefined)?.serverRendered === true,
    notFound: leaf?.path === '*',
    modules: matchedPages(pathname).map((lazyPage) => lazyPage.moduleId),
  };
}

/** Loads the modules of the page at `pathname`, so that hydrating it never waits for a chunk. */
export function preloadPage(pathname: string): Promise<unknown> {
  return Promise.all(matchedPages(pathname).map((lazyPage) => lazyPage.preload()));
}
