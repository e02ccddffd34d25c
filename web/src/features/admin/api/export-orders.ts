// `GET admin/order/export`: the orders of the filtered list as a CSV file (every page, the list's
// filters as query parameters), saved by the browser under the name the server gives it.
import { downloadFile } from './download-file.ts';
import type { OrderFilters } from './get-admin-orders.ts';

export async function exportOrders(filters: Omit<OrderFilters, 'page'>): Promise<void> {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== undefined));
  await downloadFile(`admin/order/export?${query}`, 'orders.csv');
}
