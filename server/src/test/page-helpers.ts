// Reading the server's HTML pages in tests the way a crawler does: tags by their attributes, JSON-LD,
// the visible text, and the query cache handed to the browser.
import type { FastifyInstance } from 'fastify';
import { QUERY_STATE_ID } from '../pages/document.ts';

export const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The content of `<meta name=…>` or `<meta property=…>`; undefined when the page has none. */
export function metaContent(html: string, name: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    if (tag.includes(`name="${name}"`) || tag.includes(`property="${name}"`)) {
      const content = /content="([^"]*)"/.exec(tag)?.[1];
      return content === undefined ? undefined : decode(content);
    }
  }
  return undefined;
}

export function linkHref(html: string, rel: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (tag.includes(`rel="${rel}"`)) return decode(/href="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  return undefined;
}

/** The JSON-LD object of the given @type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function jsonLd(html: string, type: string): any {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const found = blocks.map((block) => JSON.parse(block[1]!)).find((data) => data['@type'] === type);
  if (!found) throw new Error(`no JSON-LD ${type} in the page`);
  return found;
}

/** What a reader sees of the body: tags dropped, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decode(
    body
      .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export interface QueryState {
  queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[];
}

export function queryState(html: string): QueryState {
  const match = new RegExp(
    `<script type="application/json" id="${QUERY_STATE_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  if (!match) throw new Error('no query state in the page');
  return JSON.parse(match[1]!) as QueryState;
}
