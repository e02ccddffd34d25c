// /admin/orders: every order, newest first, narrowed by the filters kept in the address; each opens
// its detail. Orders ticked on the page move together or print their packing slips together. The CSV
// holds every order the filters match, not only this page.
import {
  ADMIN_ORDERS_PER_PAGE,
  adminOrderListBody,
  AWAITING_CONFIRMATION,
  DELIVERY_FAILED,
  RETURNING_TO_SELLER,
  type Order,
} from '@prime/contract';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../ui/toast.tsx';
import { exportOrders } from '../api/export-orders.ts';
import { useAdminOrders, type OrderFilters } from '../api/get-admin-orders.ts';
import { failureMessage } from '../shared/errors.ts';
import { PagedList } from '../shared/list-screen.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import shared from '../shared/admin.module.css';
import { useListFilters } from '../shared/use-list-filters.ts';
import { BulkActions } from './bulk-actions.tsx';
import { ORDER_FILTERS, OrderFiltersForm, type OrderFilterValues } from './order-filters.tsx';
import { OrdersTable } from './orders-table.tsx';

/** Only the filters that are set, as the server reads them. */
export function orderFilters(values: OrderFilterValues): Omit<OrderFilters, 'page'> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}

export default function OrdersScreen() {
  const filters = useListFilters(ORDER_FILTERS, { schema: adminOrderListBody });
  const chosen = orderFilters(filters.values);
  const orders = useAdminOrders({ ...chosen, page: filters.page });
  const { toast } = useToast();
  const download = useMutation({
    mutationFn: exportOrders,
    onError: (error) => toast({ title: failureMessage(error), kind: 'error' }),
  });

  return (
    <>
      <ScreenHead title="Orders">
        <CodQueues />
      </ScreenHead>
      <OrderFiltersForm
        filters={filters}
        onExport={() => download.mutate(chosen)}
        exporting={download.isPending}
      />
      <PagedList
        label="Orders found"
        query={orders}
        loading="Loading orders…"
        empty="No orders match these filters."
        counted={{ one: 'order', many: 'orders' }}
        pager={{ label: 'Order pages', perPage: ADMIN_ORDERS_PER_PAGE }}
        at={filters}
      >
        {(list) => (
          <ChoosableOrders key={`${JSON.stringify(filters.values)}-${filters.page}`} orders={list} />
        )}
      </PagedList>
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

/** Quick lists of cash on delivery's work (decision 0031): orders to confirm, failed deliveries, parcels coming back. */
function CodQueues() {
  const queue = (status: string) => `/admin/orders?${new URLSearchParams({ status })}`;
  return (
    <nav aria-label="Cash on delivery queues" className={shared.actions}>
      <Link to={queue(AWAITING_CONFIRMATION)} className="btn btn-outline">
        To confirm
      </Link>
      <Link to={queue(DELIVERY_FAILED)} className="btn btn-outline">
        Failed deliveries
      </Link>
      <Link to={queue(RETURNING_TO_SELLER)} className="btn btn-outline">
        Returning to seller
      </Link>
    </nav>
  );
}
