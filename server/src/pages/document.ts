// The HTML document the server sends for every page of the web app, made from the built index.html:
// its charset, viewport, icon, entry script and stylesheet stay; the title and description become the
// page's own; the rendered app goes into <div id="root">, followed by the query cache it was drawn
// from as JSON (data, not code: the Content-Security-Policy allows no inline script). A page drawn
// wholly from its HTML and inlined CSS leaves its stylesheets and modules in an inert <template>
// for the browser entry (web/src/main.tsx) to add once the first screen is shown.
import { escapeAttribute, scriptJson } from './html-text.ts';

/** The id the browser app (web/src/start-app.tsx) reads the query cache from. */
export const QUERY_STATE_ID = 'prime-query-state';

/** The id of the template the browser entry (web/src/main.tsx) takes the deferred assets from. */
export const DEFERRED_ASSETS_ID = 'prime-deferred-assets';

const ROOT = '<div id="root"></div>';

export interface DocumentTemplate {
  /** From `<!doctype html>` to where the title was. */
  beforeTitle: string;
  /** The rest of the head, without its closing tag. */
  afterTitle: string;
  /** From `</head>` to the opening of the root element, inclusive. */
  bodyStart: string;
  /** From the closing of the root element to the end. */
  bodyEnd: string;
  /** What the template's title and description said: the shop's own. */
  shopTitle: string;
  shopDescription: string;
}

export function parseTemplate(indexHtml: string): DocumentTemplate {
  const headEnd = indexHtml.indexOf('</head>');
  if (headEnd < 0) throw new Error('web/dist/index.html has no </head>');
  const title = /<title>([\s\S]*?)<\/title>\s*/.exec(indexHtml);
  const description = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>\s*/.exec(indexHtml);
  let head = indexHtml.slice(0, headEnd);
  if (description) head = head.replace(description[0], '');
  const titleAt = title ? head.indexOf(title[0]) : head.length;
  // A template without the root element (a test's bare page) gets one at the start of its body.
  const root = indexHtml.indexOf(ROOT);
  const body =
    root >= 0
      ? { start: indexHtml.slice(headEnd, root), end: indexHtml.slice(root + ROOT.length) }
      : { start: '</head><body>', end: '</body></html>' };
  return {
    beforeTitle: head.slice(0, titleAt),
    afterTitle: head.slice(titleAt + (title?.[0].length ?? 0)),
    bodyStart: `${body.start}<div id="root">`,
    bodyEnd: `</div>${body.end}`,
    shopTitle: title?.[1]?.trim() || 'PRIME',
    shopDescription: description?.[1] ?? '',
  };
}

export interface DocumentParts {
  /** The page's own head tags (head.ts), written where the title was. */
  head: string;
  /** Links for the page's own chunks and styles, after the entry's. */
  pageAssets: string;
  fileHost: string;
  /** The server-rendered app; empty for a page the browser draws. */
  appHtml: string;
  /** The query cache for hydration; absent for a page the browser draws. */
  queryState?: unknown;
  /**
   * The head already holds the CSS the page shows (critical-css.ts): the stylesheets and the page's
   * module preloads wait in an inert template at the end of the body, so that neither holds back the
   * first paint nor shares the bandwidth with the largest image (docs/decisions/0016).
   */
  deferAssets?: boolean;
}

const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*>\s*/g;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>\s*/g;

/** The paths of the stylesheets the document links: the entry's, then the page's own. */
export function stylesheetHrefs(template: DocumentTemplate, pageAssets: string): string[] {
  return [...`${template.afterTitle}${pageAssets}`.matchAll(STYLESHEET)].flatMap(
    ([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? [],
  );
}

export function composeDocument(template: DocumentTemplate, parts: DocumentParts): string {
  const state =
    parts.queryState === undefined
      ? ''
      : `<script type="application/json" id="${QUERY_STATE_ID}">${scriptJson(parts.queryState)}</script>`;
  const deferred: string[] = [];
  const defer = (html: string, tags: RegExp) =>
    parts.deferAssets ? html.replace(tags, (tag) => (deferred.push(tag.trim()), '')) : html;
  // The entry's stylesheet, then the page's: their order is the cascade's.
  const afterTitle = defer(template.afterTitle, STYLESHEET);
  const pageAssets = defer(defer(parts.pageAssets, STYLESHEET), MODULE_PRELOAD);
  const assets = deferred.length
    ? `<template id="${DEFERRED_ASSETS_ID}">${deferred.join('')}</template>`
    : '';
  return [
    template.beforeTitle,
    parts.head,
    // FILE_HOST for the app's image URLs, read from this tag by web/src/lib/image-url.ts.
    `<meta name="prime-file-host" content="${escapeAttribute(parts.fileHost)}">`,
    afterTitle,
    pageAssets,
    template.bodyStart,
    parts.appHtml,
    template.bodyEnd.replace('</div>', `</div>${state}`).replace('</body>', `${assets}</body>`),
  ].join('');
}
