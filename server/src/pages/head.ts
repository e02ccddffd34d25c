// The per-page tags of a page's <head>: title, description, canonical link, Open Graph, robots,
// JSON-LD, and links and styles that others add (preloads of the largest image and the fonts, critical
// CSS: see head-extras.ts).
import { escapeAttribute, escapeText, scriptJson } from './html-text.ts';

/** A <link> element, attribute by attribute (`{ rel: 'preload', href, as: 'font', crossorigin: '' }`). */
export type HeadLink = Record<string, string>;

export interface PageHead {
  /** The whole title, as the browser's tab shows it. */
  title: string;
  description: string;
  /** Absolute URL; absent on pages that are not to be indexed. */
  canonical?: string;
  /** Keep the page out of search results (private and not-found pages). */
  noindex?: boolean;
  openGraph?: { type: 'website' | 'product' | 'article'; image: string };
  /** Structured data, each object one `<script type="application/ld+json">`. */
  jsonLd?: object[];
  /** Early links (preloads), written right after the charset and viewport. */
  links?: HeadLink[];
  /**
   * Critical CSS, written as <style data-critical-css> elements after the early links: a copy of the
   * stylesheets' rules for what the page shows, in their order, which stays once they apply (the
   * browser entry, web/src/main.tsx, says why).
   */
  styles?: string[];
}

export const linkTag = (link: HeadLink) =>
  `<link ${Object.entries(link)
    .map(([name, value]) => (value === '' ? name : `${name}="${escapeAttribute(value)}"`))
    .join(' ')}>`;

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeAttribute(content)}">`;

/** The tags that go where the template had its <title>: early links and styles first. */
export function renderHead(head: PageHead): string {
  const tags = [
    ...(head.links ?? []).map(linkTag),
    ...(head.styles ?? []).map(
      (css) => `<style data-critical-css>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    ),
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(linkTag({ rel: 'canonical', href: head.canonical }));
  if (head.openGraph && head.canonical) {
    tags.push(
      meta('property', 'og:type', head.openGraph.type),
      meta('property', 'og:site_name', 'PRIME'),
      meta('property', 'og:locale', 'en_IN'),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', head.canonical),
      meta('property', 'og:image', head.openGraph.image),
      meta('name', 'twitter:card', 'summary_large_image'),
    );
  }
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('');
}
