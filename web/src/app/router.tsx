// Every screen of the web app. Each page is its own chunk (route-level code splitting): a page module
// default-exports its component.
import { createBrowserRouter, type RouteObject } from 'react-router';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  // The shared header and footer are hidden on these three.
  { path: '/login', ...page(() => import('../features/auth/login-page.tsx')) },
  { path: '/register', ...page(() => import('../features/auth/register-page.tsx')) },
  { path: '/sign-up-success', ...page(() => import('../features/auth/sign-up-success-page.tsx')) },
  {
    path: '/',
    ...page(() => import('../features/layout/storefront-layout.tsx')),
    children: [
      { index: true, ...page(() => import('../features/home/home-page.tsx')) },
      { path: 'product-details', ...page(() => import('../features/catalogue/product-page.tsx')) },
      { path: 'category/:categoryId', ...page(() => import('../features/catalogue/category-page.tsx')) },
      { path: 'concern/:concernId', ...page(() => import('../features/catalogue/concern-page.tsx')) },
      { path: 'my-blog', ...page(() => import('../features/blog/blog-page.tsx')) },
      {
        path: 'MainLayout',
        ...page(() => import('../features/account/account-layout.tsx')),
        children: [
          { index: true, ...page(() => import('../features/account/profile-redirect.tsx')) },
          { path: 'profile', ...page(() => import('../features/account/profile-page.tsx')) },
          { path: 'addresses', ...page(() => import('../features/account/addresses-page.tsx')) },
          { path: 'contact', ...page(() => import('../features/account/contact-page.tsx')) },
          { path: 'returns', ...page(() => import('../features/account/returns-page.tsx')) },
          { path: 'privacy', ...page(() => import('../features/account/privacy-page.tsx')) },
          { path: 'support', ...page(() => import('../features/account/support-page.tsx')) },
          { path: 'logout', ...page(() => import('../features/account/logout-page.tsx')) },
        ],
      },
      { path: '*', ...page(() => import('../features/layout/not-found-page.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
