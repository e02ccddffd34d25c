// `GET admin/order/export`: the orders of the filtered list as a CSV file (every page, the list's
// filters as query parameters), saved by the browser under the name the server gives it.
import { downloadAdminFile } from './download-file.ts';
import type { OrderFilters } from './get-admin-orders.ts';

export const exportOrders = (filters: Omit<OrderFilters, 'page'>): Promise<void> =>
  downloadAdminFile(
    'admin/order/export',
    Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value?.toString()])),
    'orders.csv',
  );
