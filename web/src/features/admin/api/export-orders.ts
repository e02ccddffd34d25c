// `GET admin/order/export`: the orders of the filtered list as a CSV file (every page, the list's
// filters as query parameters), saved by the browser under the name the server gives it.
import { API_PREFIX, messages } from '@prime/contract';
import { ApiError } from '../../../lib/api.ts';
import { clearAllStorage, getSession } from '../../../lib/session.ts';
import type { OrderFilters } from './get-admin-orders.ts';

export async function exportOrders(filters: Omit<OrderFilters, 'page'>): Promise<void> {
  const session = getSession();
  let response: Response;
  try {
    const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== undefined));
    response = await fetch(`${API_PREFIX}/admin/order/export?${query}`, {
      headers: session ? { Authorization: `Bearer ${session.token}` } : {},
    });
  } catch {
    throw new ApiError(messages.serverError, 0);
  }
  if (!response.ok) {
    // A token the server no longer accepts: the admin is sent to log in again.
    if (response.status === 401 && session) clearAllStorage();
    // Refusals come as the API's usual JSON.
    const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: [] };
    throw new ApiError(body.message || messages.serverError, response.status, body.errors ?? []);
  }
  const name =
    /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
