// Renders a public page on the server (docs/decisions/0013-server-rendered-pages.md): the same app,
// routes and queries as in the browser, under StaticRouter. Every query the page runs is answered in
// process by the store (`store`, given by server/src/pages/), and the render waits for all of them,
// so the HTML is the complete page and the dehydrated cache holds exactly the data it shows.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, skipToken, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App, createQueryClient } from './app/app.tsx';
import { setApiTransport } from './lib/api.ts';
import { setFileHost } from './lib/image-url.ts';

export { matchPage, type PageMatch } from './app/router.tsx';

/** Answers the app's API calls in process, as `fetch` would over HTTP. */
export type StoreFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The query cache the page was drawn from, for the browser to hydrate. */
  state: DehydratedState;
}

/** A render that takes longer is abandoned (the server then sends the page for the browser to draw). */
const RENDER_TIMEOUT_MS = 10_000;

// Renders interleave while they wait for data: each finds its own store through the async context.
const storeOfRender = new AsyncLocalStorage<StoreFetch>();
setApiTransport((input, init) => {
  const store = storeOfRender.getStore();
  return store ? store(input, init) : Promise.reject(new Error('an API call outside a page render'));
});

/**
 * On the server every enabled query suspends the render until its data is there (a query that is
 * not enabled, such as a signed-in shopper's cart, stays for the browser). React's streaming
 * renderer waits for all of them before the page is sent.
 */
function suspendingQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaults(options);
    const enabled = defaulted.enabled === undefined || defaulted.enabled === true;
    return enabled && defaulted.queryFn !== skipToken ? { ...defaulted, suspense: true } : defaulted;
  }) as QueryClient['defaultQueryOptions'];
  return client;
}

function renderToText(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timeout);
        if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
        else resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      // React writes a large boundary after the rest and swaps it in with an inline script; with no
      // limit every boundary is written in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A failed query or component would leave a fallback in the page for the browser to fill in:
      // the page is then not sent as rendered at all.
      onError(error) {
        failure ??= error;
      },
      onShellError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // Everything is ready before the first byte, so completed boundaries are written in place:
      // no fallback and no inline script to swap one in (the CSP allows none).
      onAllReady() {
        stream.pipe(sink);
      },
    });
    const timeout = setTimeout(() => stream.abort(new Error('page render timed out')), RENDER_TIMEOUT_MS);
  });
}

/** Renders the page at `url` (path and query string) with the store's data. */
export async function renderPage(
  url: string,
  options: { store: StoreFetch; fileHost: string },
): Promise<RenderedPage> {
  setFileHost(options.fileHost);
  const queryClient = suspendingQueryClient();
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const html = await storeOfRender.run(options.store, () =>
    renderToText(<App queryClient={queryClient} Router={Router} />),
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
}
