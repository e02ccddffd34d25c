// Every page of the web app from one place: public pages rendered on the server with their data and
// kept until the site revision changes (docs/decisions/0013-server-rendered-pages.md), private pages as
// the shell the browser draws (with noindex), unknown paths as the not-found page with status 404,
// and robots.txt and sitemap.xml.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@prime/contract';
import type { AppContext } from '../app-context.ts';
import { QUIET_READ } from '../http/json-cache.ts';
import { knownSiteRevision, readSiteRevision } from '../db/site-revision.ts';
import { CriticalCss } from './critical-css.ts';
import { composeDocument, stylesheetHrefs } from './document.ts';
import { collectHeadExtras, headExtras, type HeadExtra } from './head-extras.ts';
import { renderHead } from './head.ts';
import {
  pageAddress,
  isPublicPath,
  pagePathOf,
  PRIVATE_SHELL,
  resolvePage,
  type PageContext,
  type ResolvedPage,
} from './public-pages.ts';
import { RenderCache, type CachedPage } from './render-cache.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';
import { cachedPage, sendHtml, sendKeptHtml } from './send-html.ts';
import { webBuildLoader, type WebBuild, type WebBuildLoader } from './web-build.ts';
import { storeFetch } from './store-fetch.ts';

const LISTING_PATH = /^\/(?:category|concern)\/[^/]+$/;

/**
 * Search results and listings narrowed by a price are rendered per request, not kept: their
 * addresses are as many as the texts and prices anyone types, and keeping them would push the shop's
 * own pages out of the render cache. Sort and the stock filter make a few pages a listing.
 */
function isKeptAddress(path: string, params: URLSearchParams): boolean {
  return path !== '/search' && !params.has('min_price') && !params.has('max_price');
}

/**
 * The key a page is kept under: its path, the product id of `/product-details`, and the sort and
 * filters of a listing or of the search results in one order (pageAddress, public-pages.ts).
 */
function pageKey(url: URL, build: WebBuild): string | undefined {
  const path = pagePathOf(url);
  if (path === '/product-details') {
    const id = url.searchParams.get('p_id');
    return id === null ? PRIVATE_SHELL : `${path}?p_id=${id}`;
  }
  if (path === '/search' || LISTING_PATH.test(path)) {
    return isKeptAddress(path, url.searchParams) ? pageAddress(path, url.searchParams) : undefined;
  }
  if (isPublicPath(path)) return path;
  // Any other path: a private page (one shell for all), or unknown (not kept: URLs are anyone's).
  return build.renderer?.matchPage(path).notFound ? undefined : PRIVATE_SHELL;
}

/**
 * The React resources a render puts before the app's markup (the largest image's preload, from
 * React's `preload()`) belong in the head, where the browser finds them first.
 */
function splitLeadingLinks(html: string): { links: string; app: string } {
  const leading = /^(?:<link\b[^>]*>)+/.exec(html);
  return leading ? { links: leading[0], app: html.slice(leading[0].length) } : { links: '', app: html };
}

export interface PagesOptions {
  webDir: string;
  /** Tests give their own; the store's are in head-extras.ts. */
  headExtras?: readonly HeadExtra[];
}

/** What rendering a page's document needs besides the build. */
interface Rendering {
  ctx: AppContext;
  webDir: string;
  extras: readonly HeadExtra[];
  criticalCss: CriticalCss;
  log: FastifyBaseLogger;
}

// GET requests carry no body to decompress.
const QUIET_GET = { ...QUIET_READ, decompress: false } as const;

export function registerPages(app: FastifyInstance, ctx: AppContext, options: PagesOptions): void {
  const build = webBuildLoader(options.webDir);
  // Loaded once the server listens (or by the first page asked for before that, as in tests), so
  // the first answers of a start do not wait for it; a page asked for meanwhile waits for it.
  app.addHook('onListen', () => {
    build.load().catch((error: unknown) => app.log.error({ err: error }, 'loading the page renderer failed'));
  });
  const cache = new RenderCache();
  const rendering: Rendering = {
    ctx,
    webDir: options.webDir,
    extras: options.headExtras ?? headExtras,
    criticalCss: new CriticalCss(options.webDir),
    log: app.log,
  };
  pageRoutes(app, rendering, build, cache);
  seoFileRoutes(app, ctx, cache);
}

/** The document for `page`; rendered with its data when it is a server-rendered page. */
async function makeDocument(
  { ctx, webDir, extras, criticalCss }: Rendering,
  build: WebBuild,
  page: ResolvedPage,
  location: string,
): Promise<string> {
  let app = '';
  let reactLinks = '';
  let queryState: unknown;
  let modules: string[] = [];
  if (page.serverRendered && build.renderer) {
    const rendered = await build.renderer.renderPage(location, {
      store: storeFetch(ctx.db, ctx.config),
      fileHost: ctx.config.fileHost,
    });
    ({ links: reactLinks, app } = splitLeadingLinks(rendered.html));
    queryState = rendered.state;
    modules = build.renderer.matchPage(new URL(location, 'http://store.invalid').pathname).modules;
  }
  const added = collectHeadExtras(page, { webDir }, extras);
  const pageAssets = build.assetLinks(modules);
  const critical = await criticalCss.forPage(app, stylesheetHrefs(build.template, pageAssets));
  const styles = critical === undefined ? added.styles : [...(added.styles ?? []), critical];
  return composeDocument(build.template, {
    head: reactLinks + renderHead({ ...page.head, links: added.links, styles }),
    pageAssets,
    fileHost: ctx.config.fileHost,
    appHtml: app,
    queryState,
    deferAssets: critical !== undefined,
  });
}

async function pageFor(
  rendering: Rendering,
  build: WebBuild,
  url: URL,
  revision: number,
  /** The key the page is kept under (`pageKey`). */
  key?: string,
): Promise<CachedPage> {
  const { ctx } = rendering;
  const pageContext: PageContext = {
    db: ctx.db,
    config: ctx.config,
    template: build.template,
    renderer: build.renderer,
  };
  const page = await resolvePage(pageContext, url);
  if (page.kind === 'moved') {
    const link = `<a href="${page.location}">${page.location}</a>`;
    return { ...cachedPage(link, revision, 301, true), location: page.location };
  }
  // Rendered at its own address only (a shared link's `?utm_source=` is not part of the page).
  const location = page.cacheKey && page.cacheKey !== PRIVATE_SHELL ? page.cacheKey : url.pathname;
  let html: string;
  // Only the shell is kept as the one every private page shares: a page rendered with its data kept
  // there would be sent for them all, and the browser, drawing another page over it, fails to hydrate.
  let kept =
    page.cacheKey !== undefined &&
    (key !== PRIVATE_SHELL || page.kind === 'private') &&
    isKeptAddress(url.pathname.replace(/\/+$/, ''), url.searchParams);
  try {
    html = await makeDocument(rendering, build, page, location);
  } catch (error) {
    // The page still opens: as the shell the browser draws. Not kept, so the next request tries again.
    rendering.log.warn({ err: error, url: url.pathname }, 'page render failed; sending the shell');
    html = await makeDocument(rendering, build, { ...page, serverRendered: false }, location);
    kept = false;
  }
  return cachedPage(html, revision, page.status, kept);
}

/** The public pages by their paths, and `app.sendPage` for any other path. */
function pageRoutes(
  app: FastifyInstance,
  rendering: Rendering,
  loader: WebBuildLoader,
  cache: RenderCache,
): void {
  const { db } = rendering.ctx;

  function sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> {
    const loaded = loader.loaded();
    if (!loaded) return loader.load().then(() => sendPage(request, reply));
    const { build } = loaded;
    if (!build) return reply.status(404).send({ result: false, message: messages.notFound });
    const url = new URL(request.url, 'http://store.invalid');
    const key = pageKey(url, build);
    // A kept page of a revision known to be current goes out at once: no query, no promise, no turn
    // of the event loop (on the embedded database, whose changes this process is told of).
    const known = knownSiteRevision(db);
    const kept = key === undefined || known === undefined ? undefined : cache.peek(key, known);
    return (kept && sendKeptHtml(request, reply, kept)) || renderAndSend(build, request, reply, url, key);
  }

  async function renderAndSend(
    build: WebBuild,
    request: FastifyRequest,
    reply: FastifyReply,
    url: URL,
    key: string | undefined,
  ) {
    const revision = knownSiteRevision(db) ?? (await readSiteRevision(db));
    const page =
      key === undefined
        ? await pageFor(rendering, build, url, revision)
        : await cache.get(key, revision, () => pageFor(rendering, build, url, revision, key));
    return sendHtml(request, reply, page);
  }

  for (const path of [
    '/',
    '/my-blog',
    '/my-blog/:id',
    '/products/:slug',
    '/category/:id',
    '/concern/:id',
    '/product-details',
    '/search',
  ]) {
    app.get(path, QUIET_GET, sendPage);
  }
  app.decorate('sendPage', sendPage);
}

/** robots.txt and sitemap.xml, kept as the pages are until the site revision changes. */
function seoFileRoutes(app: FastifyInstance, ctx: AppContext, cache: RenderCache): void {
  async function sendText(
    request: FastifyRequest,
    reply: FastifyReply,
    type: string,
    make: () => Promise<string>,
  ) {
    const revision = knownSiteRevision(ctx.db) ?? (await readSiteRevision(ctx.db));
    const page = await cache.get(request.url.split('?', 1)[0]!, revision, async () =>
      cachedPage(await make(), revision, 200, true),
    );
    return sendHtml(request, reply, page, type);
  }

  app.get('/robots.txt', QUIET_GET, (request, reply) =>
    sendText(request, reply, 'text/plain; charset=utf-8', async () => robotsTxt(ctx.config.publicUrl)),
  );
  app.get('/sitemap.xml', QUIET_GET, (request, reply) =>
    sendText(request, reply, 'application/xml; charset=utf-8', () =>
      sitemapXml(ctx.db, ctx.config.publicUrl),
    ),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a GET for a page path the routes do not name: a private page's shell, or not found. */
    sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  }
}
