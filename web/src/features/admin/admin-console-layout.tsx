// /admin: the console that runs the shop, for accounts with role `admin` only. A guest is sent to log
// in and comes back here; a customer sees the not-found page, as for any path the shop does not have.
// The whole console is this one lazily loaded module and the screens it loads in turn, so a shopper's
// browser never downloads any of it.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { NotFoundMessage } from '../../ui/not-found-page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ToastProvider } from '../../ui/toast.tsx';
import { AdminShell } from './admin-shell.tsx';
import { isForbidden } from './shared/errors.ts';

const DashboardScreen = lazy(() => import('./dashboard/dashboard-screen.tsx'));
const ProductsScreen = lazy(() => import('./products/products-screen.tsx'));
const ProductEditorScreen = lazy(() => import('./products/product-editor-screen.tsx'));
const OrdersScreen = lazy(() => import('./orders/orders-screen.tsx'));
const OrderDetailScreen = lazy(() => import('./orders/order-detail-screen.tsx'));
const ReturnsScreen = lazy(() => import('./returns/returns-screen.tsx'));
const CouponsScreen = lazy(() => import('./coupons/coupons-screen.tsx'));
const ReviewsScreen = lazy(() => import('./reviews/reviews-screen.tsx'));
const CustomersScreen = lazy(() => import('./customers/customers-screen.tsx'));
const CustomerScreen = lazy(() => import('./customers/customer-screen.tsx'));
const MessagesScreen = lazy(() => import('./messages/messages-screen.tsx'));
const SettingsScreen = lazy(() => import('./settings/settings-screen.tsx'));
const AuditScreen = lazy(() => import('./audit/audit-screen.tsx'));
const InvoicesScreen = lazy(() => import('./invoices/invoices-screen.tsx'));
const GroupsScreen = lazy(() => import('./groups/groups-screen.tsx'));
const ContentScreen = lazy(() => import('./content/content-screen.tsx'));
const ExpiringScreen = lazy(() => import('./stock/expiring-screen.tsx'));
const RecallScreen = lazy(() => import('./stock/recall-screen.tsx'));

const routes: RouteObject[] = [
  { index: true, element: <DashboardScreen /> },
  { path: 'products', element: <ProductsScreen /> },
  { path: 'products/new', element: <ProductEditorScreen /> },
  { path: 'products/:productId', element: <ProductEditorScreen /> },
  { path: 'categories', element: <GroupsScreen /> },
  { path: 'stock/expiring', element: <ExpiringScreen /> },
  { path: 'stock/recall', element: <RecallScreen /> },
  { path: 'content', element: <Navigate to="banner" replace /> },
  { path: 'content/:kind', element: <ContentScreen /> },
  { path: 'orders', element: <OrdersScreen /> },
  { path: 'orders/:orderId', element: <OrderDetailScreen /> },
  { path: 'returns', element: <ReturnsScreen /> },
  { path: 'reviews', element: <ReviewsScreen /> },
  { path: 'customers', element: <CustomersScreen /> },
  { path: 'customers/:customerId', element: <CustomerScreen /> },
  { path: 'messages', element: <MessagesScreen /> },
  { path: 'coupons', element: <CouponsScreen /> },
  { path: 'settings', element: <SettingsScreen /> },
  { path: 'audit', element: <AuditScreen /> },
  { path: 'invoices', element: <InvoicesScreen /> },
  {
    path: '*',
    element: (
      <NotFoundMessage title="Page not found" text="The console has no such page. Pick one from the menu." />
    ),
  },
];

export default function AdminConsoleLayout() {
  const session = useSession();
  const location = useLocation();
  const forbidden = useForbiddenAnswer();

  if (!session) {
    // The login page comes back here afterwards (its `next`). Spelled out rather than imported from
    // auth: that module brings the cart transfer with it, which the console's chunk would then list.
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  if (session.role !== 'admin' || forbidden) return <NotFoundPageForShoppers />;
  return (
    <ToastProvider placement="top">
      <AdminShell email={session.email}>
        <Suspense fallback={<Spinner label="Loading…" />}>
          <ConsoleRoutes />
        </Suspense>
      </AdminShell>
    </ToastProvider>
  );
}

function ConsoleRoutes() {
  return useRoutes(routes);
}

function NotFoundPageForShoppers() {
  return (
    <main>
      <NotFoundMessage
        title="Page not found"
        text="The page you are looking for does not exist or has moved. Let's get you back to the shop."
      />
    </main>
  );
}

/**
 * True once the API refused a call with 403: the account stored as an admin is not one (its role was
 * changed, or browser storage was edited). A 401 needs nothing here: the API client forgets the
 * session, and the console sends the visitor to log in.
 */
function useForbiddenAnswer(): boolean {
  const queryClient = useQueryClient();
  const [forbidden, setForbidden] = useState(false);
  useEffect(() => {
    const onEvent = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && isForbidden(event.action.error)) {
        setForbidden(true);
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe(onEvent);
    const stopMutations = queryClient.getMutationCache().subscribe(onEvent);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return forbidden;
}
