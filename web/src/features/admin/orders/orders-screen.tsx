// /admin/orders: every order, newest first, narrowed by the filters kept in the address; each opens
// its detail. Orders ticked on the page move together or print their packing slips together. The CSV
// holds every order the filters match, not only this page.
import { ADMIN_ORDERS_PER_PAGE, type Order } from '@prime/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../ui/toast.tsx';
import { exportOrders } from '../api/export-orders.ts';
import { useAdminOrders, type OrderFilters } from '../api/get-admin-orders.ts';
import { failureMessage } from '../shared/errors.ts';
import { Pager } from '../shared/pager.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useUrlFilters } from '../shared/use-url-filters.ts';
import shared from '../shared/admin.module.css';
import { BulkActions } from './bulk-actions.tsx';
import { ORDER_FILTERS, OrderFiltersForm, type OrderFilterValues } from './order-filters.tsx';
import { OrdersTable } from './orders-table.tsx';

/** Only the filters that are set, as the server reads them. */
export function orderFilters(values: OrderFilterValues): Omit<OrderFilters, 'page'> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}

export default function OrdersScreen() {
  const { values, page, apply, goToPage } = useUrlFilters(ORDER_FILTERS);
  const filters = orderFilters(values);
  const orders = useAdminOrders({ ...filters, page });
  const { toast } = useToast();
  const download = useMutation({
    mutationFn: exportOrders,
    onError: (error) => toast({ title: failureMessage(error), kind: 'error' }),
  });

  return (
    <>
      <ScreenHead title="Orders" />
      <OrderFiltersForm
        key={JSON.stringify(values)}
        values={values}
        onApply={apply}
        onExport={() => download.mutate(filters)}
        exporting={download.isPending}
      />
      <section className={shared.panel} aria-label="Orders found">
        {!orders.data ? (
          <QueryState query={orders} loading="Loading orders…" />
        ) : orders.data.list.length === 0 ? (
          <p className={shared.empty}>No orders match these filters.</p>
        ) : (
          <>
            <p className={shared.muted} aria-live="polite">
              {orders.data.total} {orders.data.total === 1 ? 'order' : 'orders'}
            </p>
            <ChoosableOrders key={`${JSON.stringify(values)}-${page}`} orders={orders.data.list} />
            <Pager
              label="Order pages"
              page={page}
              total={orders.data.total}
              perPage={ADMIN_ORDERS_PER_PAGE}
              onPage={goToPage}
            />
          </>
        )}
      </section>
    </>
  );
}

/** The page's orders with a tick each, and what the ticked ones can do together. */
function ChoosableOrders({ orders }: { orders: Order[] }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const onChoose = (orderIds: number[], choose: boolean) =>
    setChosen((before) => {
      const after = new Set(before);
      for (const id of orderIds) {
        if (choose) after.add(id);
        else after.delete(id);
      }
      return after;
    });
  return (
    <>
      <BulkActions orders={orders} chosen={chosen} onChoose={onChoose} />
      <OrdersTable orders={orders} selection={{ chosen, onChoose }} />
    </>
  );
}
