import './zod-without-eval.ts';
import './sign-in-steps.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { Spinner } from '../ui/spinner.tsx';
import { AppRoutes } from './router.tsx';

/** Lists change rarely while a shopper browses: keep them a minute so back-navigation is instant. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * The whole app under a router: `BrowserRouter` in the browser, `StaticRouter` on the server, so
 * both draw the same tree from the same query cache.
 */
export function App({
  queryClient,
  Router,
}: {
  queryClient: QueryClient;
  Router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router>
          <Suspense fallback={<Spinner label="Loading…" />}>
            <AppRoutes />
          </Suspense>
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
