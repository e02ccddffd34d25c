// Every screen of the web app. Each page is its own chunk (route-level code splitting). The app uses
// the declarative router (`useRoutes` under `BrowserRouter`): the data router would add ~17 KB gzip
// of loader/action machinery to every page while the app fetches through React Query instead.
import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';

const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));
const RegisterPage = lazy(() => import('../features/auth/register-page.tsx'));
const SignUpSuccessPage = lazy(() => import('../features/auth/sign-up-success-page.tsx'));
const StorefrontLayout = lazy(() => import('../features/layout/storefront-layout.tsx'));
const HomePage = lazy(() => import('../features/home/home-page.tsx'));
const ProductPage = lazy(() => import('../features/catalogue/product-page.tsx'));
const CategoryPage = lazy(() => import('../features/catalogue/category-page.tsx'));
const ConcernPage = lazy(() => import('../features/catalogue/concern-page.tsx'));
const BlogPage = lazy(() => import('../features/blog/blog-page.tsx'));
const AccountLayout = lazy(() => import('../features/account/account-layout.tsx'));
const ProfilePage = lazy(() => import('../features/account/profile-page.tsx'));
const AddressesPage = lazy(() => import('../features/account/addresses-page.tsx'));
const OrdersPage = lazy(() => import('../features/account/orders-page.tsx'));
const ContactPage = lazy(() => import('../features/account/contact-page.tsx'));
const ReturnsPage = lazy(() => import('../features/account/returns-page.tsx'));
const PrivacyPage = lazy(() => import('../features/account/privacy-page.tsx'));
const SupportPage = lazy(() => import('../features/account/support-page.tsx'));
const LogoutPage = lazy(() => import('../features/account/logout-page.tsx'));
const NotFoundPage = lazy(() => import('../features/layout/not-found-page.tsx'));

export const routes: RouteObject[] = [
  // The shared header and footer are hidden on these three.
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/sign-up-success', element: <SignUpSuccessPage /> },
  {
    path: '/',
    element: <StorefrontLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'product-details', element: <ProductPage /> },
      { path: 'category/:categoryId', element: <CategoryPage /> },
      { path: 'concern/:concernId', element: <ConcernPage /> },
      { path: 'my-blog', element: <BlogPage /> },
      {
        path: 'MainLayout',
        element: <AccountLayout />,
        children: [
          { index: true, element: <Navigate to="/MainLayout/profile" replace /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'addresses', element: <AddressesPage /> },
          { path: 'orders', element: <OrdersPage /> },
          // Tracking and cancelling start from an order in the history.
          { path: 'trackorder', element: <Navigate to="/MainLayout/orders" replace /> },
          { path: 'ordercancellation', element: <Navigate to="/MainLayout/orders" replace /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'returns', element: <ReturnsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'support', element: <SupportPage /> },
          { path: 'logout', element: <LogoutPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
