// Renders a screen the way the app does: query cache, toasts and a router in memory. `routes` adds
// the pages a test expects to be sent to (e.g. { path: '/login', element: <p>Login page</p> }).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastProvider } from '../ui/toast.tsx';
import { recordProblem } from './test-problems.ts';

interface RenderOptions {
  /** The URL the test starts at. */
  url?: string;
  /** The route pattern `ui` is mounted at. */
  path?: string;
  routes?: RouteObject[];
}

export function renderWithProviders(
  ui: React.ReactElement,
  { url = '/', path = '/', routes = [] }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}

/** A fetch answer as the API gives it. */
export function jsonResponse(body: object, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (body: unknown) => Response | Promise<Response>;

/** Reads many screens make in passing, answered as the demo shop would unless a test says otherwise. */
const DEFAULT_HANDLERS: Record<string, Handler> = {
  // The return window the order pages follow (features/orders/api/get-return-days.ts).
  'shop/charges': () =>
    jsonResponse({
      result: true,
      message: 'ok',
      data: { free_delivery_from: 499, delivery_charge: 49, cod_charge: 0, return_days: 7 },
    }),
  // The batches of a product, which the console's product page lists beside its form (none here).
  'admin/stock/lots': () => jsonResponse({ result: true, message: 'ok', list: [] }),
};

/**
 * India Post's word on the pincodes the suites type (`pincode/info`), answered when a test mocks no
 * handler of its own: the address forms ask it at the sixth digit. Any other pincode is unknown (404).
 */
const TEST_PINCODES: Record<string, { district: string; state: string; places: string[] }> = {
  '411001': { district: 'Pune', state: 'Maharashtra', places: ['Pune City', 'Camp'] },
  '400001': { district: 'Mumbai', state: 'Maharashtra', places: ['Fort', 'Stock Exchange'] },
  '400050': { district: 'Mumbai', state: 'Maharashtra', places: ['Bandra West'] },
  '700001': { district: 'Kolkata', state: 'West Bengal', places: ['B.B.D. Bag'] },
  '560001': { district: 'Bangalore', state: 'Karnataka', places: ['Bangalore GPO'] },
};

export function testPincodeAnswer(body: unknown): Response {
  const pincode = String((body as { pincode?: unknown } | null)?.pincode ?? '');
  const known = TEST_PINCODES[pincode];
  return known
    ? jsonResponse({ result: true, message: 'Success', data: { pincode, ...known } })
    : jsonResponse({ result: false, message: 'Please enter a valid pincode.' }, 404);
}

/**
 * Answers API calls by path (`login`, `list/address`…) and records every call. A path without a
 * handler (and none of DEFAULT_HANDLERS) answers 404 and fails the test.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: unknown }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/^.*\/prime\//, '');
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    calls.push({ path, body });
    const handler = handlers[path] ?? DEFAULT_HANDLERS[path];
    if (handler) return handler(body);
    if (path === 'pincode/info') return testPincodeAnswer(body);
    recordProblem(`Unmocked API call: ${path} (add a handler for it to mockApi)`);
    return jsonResponse({ result: false, message: `No mock for ${path}` }, 404);
  });
  return { calls, spy, bodiesOf: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body) };
}
