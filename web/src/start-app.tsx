// The app in the browser, started by the entry (main.tsx). A page the server rendered
// (docs/decisions/0013-server-rendered-pages.md) carries the query cache it was drawn from; the app
// takes that over and hydrates the HTML without asking the store again. Any other page (account,
// checkout: drawn in the browser) starts empty.
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, createQueryClient } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';

/** The id of the non-executable JSON script the server writes the query cache into. */
const QUERY_STATE_ID = 'prime-query-state';

export function startApp() {
  const root = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const stateScript = document.getElementById(QUERY_STATE_ID);
  const app = <App queryClient={queryClient} Router={BrowserRouter} />;

  if (!stateScript) {
    createRoot(root).render(app);
    return;
  }
  const state = JSON.parse(stateScript.textContent ?? '{}') as DehydratedState;
  // The server sends a page only while what it shows is current (its cache follows every change), so
  // its data counts as read now, however long ago the page was rendered: no query is stale on arrival.
  const now = Date.now();
  for (const query of state.queries) {
    query.state.dataUpdatedAt = now;
    query.dehydratedAt = now;
  }
  hydrate(queryClient, state);
  // The page's chunks are on their way (the entry added the server's modulepreload links), and
  // hydration starts at once: React keeps the server's HTML on screen while a lazy page is still
  // loading (no fallback), and a tap that arrives meanwhile is replayed once that part is live.
  void preloadPage(location.pathname);
  // As a transition, hydration goes through the page in slices of a few milliseconds with the browser
  // free in between, not as one long task that a phone's CPU would take a quarter second over; a tap
  // on the page meanwhile makes React finish the part it falls on first.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
