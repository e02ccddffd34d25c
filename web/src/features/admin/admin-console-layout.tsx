// /admin: the console that runs the shop, for the staff (decision 0033), each role seeing only the menus
// and screens it may use (a screen opened anyway says "Not allowed"). A guest is sent to log in and
// comes back here; a customer sees the not-found page, as for any path the shop does not have.
// The whole console is this one lazily loaded module and the screens it loads in turn, so a shopper's
// browser never downloads any of it.
import { isStaffRole } from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { updateSessionProfile, useSession } from '../../lib/session.ts';
import { NotFoundMessage } from '../../ui/not-found-page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ToastProvider } from '../../ui/toast.tsx';
import { AdminShell, firstScreenOf } from './admin-shell.tsx';
import { readOwnRole } from './api/read-own-role.ts';
import { isForbidden } from './shared/errors.ts';
import { useMayCall } from './shared/staff-access.tsx';

const DashboardScreen = lazy(() => import('./dashboard/dashboard-screen.tsx'));
const ProductsScreen = lazy(() => import('./products/products-screen.tsx'));
const ProductEditorScreen = lazy(() => import('./products/product-editor-screen.tsx'));
const OrdersScreen = lazy(() => import('./orders/orders-screen.tsx'));
const OrderDetailScreen = lazy(() => import('./orders/order-detail-screen.tsx'));
const ReturnsScreen = lazy(() => import('./returns/returns-screen.tsx'));
const GrievancesScreen = lazy(() => import('./grievances/grievances-screen.tsx'));
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
const StaffScreen = lazy(() => import('./staff/staff-screen.tsx'));
const ExpiringScreen = lazy(() => import('./stock/expiring-screen.tsx'));
const RecallScreen = lazy(() => import('./stock/recall-screen.tsx'));

/** Each screen with the call it opens with: a role that may not make it sees the "not allowed" page. */
const screens: (RouteObject & { call: string })[] = [
  { index: true, call: 'admin/dashboard', element: <DashboardScreen /> },
  { path: 'products', call: 'admin/product/list', element: <ProductsScreen /> },
  { path: 'products/new', call: 'admin/product/save', element: <ProductEditorScreen /> },
  { path: 'products/:productId', call: 'admin/product/detail', element: <ProductEditorScreen /> },
  { path: 'categories', call: 'admin/category/save', element: <GroupsScreen /> },
  { path: 'stock/expiring', call: 'admin/stock/expiring', element: <ExpiringScreen /> },
  { path: 'stock/recall', call: 'admin/stock/batch', element: <RecallScreen /> },
  { path: 'content', call: 'admin/content/list', element: <Navigate to="banner" replace /> },
  { path: 'content/:kind', call: 'admin/content/list', element: <ContentScreen /> },
  { path: 'orders', call: 'admin/order/list', element: <OrdersScreen /> },
  { path: 'orders/:orderId', call: 'admin/order/detail', element: <OrderDetailScreen /> },
  { path: 'returns', call: 'admin/return/list', element: <ReturnsScreen /> },
  { path: 'grievances', call: 'admin/grievance/list', element: <GrievancesScreen /> },
  { path: 'reviews', call: 'admin/review/list', element: <ReviewsScreen /> },
  { path: 'customers', call: 'admin/customer/list', element: <CustomersScreen /> },
  { path: 'customers/:customerId', call: 'admin/customer/detail', element: <CustomerScreen /> },
  { path: 'messages', call: 'admin/message/list', element: <MessagesScreen /> },
  { path: 'coupons', call: 'admin/coupon/list', element: <CouponsScreen /> },
  { path: 'settings', call: 'admin/settings/get', element: <SettingsScreen /> },
  { path: 'audit', call: 'admin/audit/list', element: <AuditScreen /> },
  { path: 'invoices', call: 'admin/invoice/list', element: <InvoicesScreen /> },
  { path: 'staff', call: 'admin/staff/list', element: <StaffScreen /> },
];

const unknownScreen: RouteObject = {
  path: '*',
  element: (
    <NotFoundMessage title="Page not found" text="The console has no such page. Pick one from the menu." />
  ),
};

export default function AdminConsoleLayout() {
  const session = useSession();
  const location = useLocation();
  useRoleFollowsServer(session?.userId);

  if (!session) {
    // The login page comes back here afterwards (its `next`). Spelled out rather than imported from
    // auth: that module brings the cart transfer with it, which the console's chunk would then list.
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  if (!isStaffRole(session.role)) return <NotFoundPageForShoppers />;
  return (
    <ToastProvider placement="top">
      <AdminShell email={session.email} role={session.role}>
        <Suspense fallback={<Spinner label="Loading…" />}>
          <ConsoleRoutes />
        </Suspense>
      </AdminShell>
    </ToastProvider>
  );
}

/** The screens the role may use; the others show the "not allowed" page, the dashboard the first screen allowed. */
function ConsoleRoutes() {
  const may = useMayCall();
  const routes = screens.map(({ call, ...route }): RouteObject => {
    if (may(call)) return route;
    const home = route.index ? firstScreenOf(may) : undefined;
    return { ...route, element: home ? <Navigate to={home} replace /> : <NotAllowed /> };
  });
  return useRoutes([...routes, unknownScreen]);
}

function NotAllowed() {
  return (
    <section aria-labelledby="not-allowed">
      <h1 id="not-allowed">Not allowed</h1>
      <p>Your role does not include this screen. Pick one from the menu, or ask an admin of the shop.</p>
    </section>
  );
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
 * Once the API refused a call with 403, the role stored at login may be out of date (an admin changed
 * it since): it is read again, and the menus and screens follow the role the server holds now. A 401
 * needs nothing here: the API client forgets the session, and the console sends the visitor to log in.
 */
function useRoleFollowsServer(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const onEvent = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type !== 'updated' || event.action?.type !== 'error' || !isForbidden(event.action.error))
        return;
      void readOwnRole(userId)
        .then((role) => role && updateSessionProfile({ role }))
        .catch(() => undefined);
    };
    const stopQueries = queryClient.getQueryCache().subscribe(onEvent);
    const stopMutations = queryClient.getMutationCache().subscribe(onEvent);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, userId]);
}
