// Links and styles that other parts of the store add to the head of the pages the server sends:
// font preloads, critical CSS. Each function is given the page (its kind and its largest image) and
// answers what to add; the links are written right after the charset and viewport, so the browser
// asks for them before anything else. (The largest image's own preload comes from the web app: its
// image component calls React's `preload()`, which the renderer moves into the head.)
import { fontPreloadLinks } from '../fonts/font-preloads.ts';
import type { HeadLink } from './head.ts';
import type { ResolvedPage } from './public-pages.ts';

export interface HeadAdditions {
  links?: HeadLink[];
  styles?: string[];
}

/** The page, and where the built web app is (its manifest names the hashed files to preload). */
export type HeadExtra = (page: ResolvedPage, build: { webDir: string }) => HeadAdditions;

/** Every contributor, in the order their tags are written. */
export const headExtras: HeadExtra[] = [
  // The fonts the first screen sets text in, asked for before the stylesheet names them.
  (_page, { webDir }) => ({ links: fontPreloadLinks(webDir) }),
];

export function collectHeadExtras(
  page: ResolvedPage,
  build: { webDir: string },
  extras: readonly HeadExtra[] = headExtras,
): HeadAdditions {
  const links: HeadLink[] = [];
  const styles: string[] = [];
  for (const extra of extras) {
    const added = extra(page, build);
    links.push(...(added.links ?? []));
    styles.push(...(added.styles ?? []));
  }
  return { links, styles };
}
