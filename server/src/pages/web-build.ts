// What the server needs of the built web app: the document template (index.html), Vite's manifest
// (which chunks and styles each page module needs) and the page renderer (web/dist-ssr), imported
// at run time. Without a renderer the store still serves every page as the shell the browser draws.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { linkTag, type HeadLink } from './head.ts';
import { parseTemplate, type DocumentTemplate } from './document.ts';

/** What web/src/entry-server.tsx exports. */
export interface PageRenderer {
  renderPage(
    url: string,
    options: { store: typeof fetch; fileHost: string },
  ): Promise<{ html: string; state: unknown }>;
  matchPage(pathname: string): { serverRendered: boolean; notFound: boolean; modules: string[] };
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface WebBuild {
  template: DocumentTemplate;
  renderer: PageRenderer | undefined;
  /** modulepreload and stylesheet links for the chunks of these page modules. */
  assetLinks(modules: string[]): string;
}

/** The renderer built beside the web app: `web/dist` → `web/dist-ssr/entry-server.js`. */
export const rendererFile = (webDir: string) =>
  path.join(path.dirname(webDir), 'dist-ssr', 'entry-server.js');

async function loadWebBuild(webDir: string): Promise<WebBuild | undefined> {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const template = parseTemplate(fs.readFileSync(indexFile, 'utf8'));
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    : {};
  const ssrFile = rendererFile(webDir);
  const renderer = fs.existsSync(ssrFile)
    ? ((await import(pathToFileURL(ssrFile).href)) as PageRenderer)
    : undefined;
  return { template, renderer, assetLinks: assetLinksFrom(manifest) };
}

export interface WebBuildLoader {
  /** The build, loaded by the first call. */
  load(): Promise<WebBuild | undefined>;
  /** The build once loaded (`build` undefined: there is none); undefined while it is not. */
  loaded(): { build: WebBuild | undefined } | undefined;
}

/**
 * The build, loaded once, when first asked for: importing the page renderer (2 MB of JavaScript) takes
 * a fifth of a second, which the pages load after the server listens, not before it answers its first
 * request (docs/decisions/0044-start-up-time.md).
 */
export function webBuildLoader(webDir: string): WebBuildLoader {
  let loading: Promise<WebBuild | undefined> | undefined;
  let loaded: { build: WebBuild | undefined } | undefined;
  return {
    load: () =>
      (loading ??= loadWebBuild(webDir).then((build) => {
        loaded = { build };
        return build;
      })),
    loaded: () => loaded,
  };
}

function assetLinksFrom(manifest: Manifest) {
  // What index.html already loads: the entry chunk, its static imports and its styles.
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const key of Object.keys(manifest)) if (manifest[key]!.isEntry) collect(key, loaded);

  const cache = new Map<string, string>();
  return (modules: string[]) => {
    const cacheKey = modules.join(' ');
    const known = cache.get(cacheKey);
    if (known !== undefined) return known;
    const keys = new Set<string>();
    for (const module of modules) collect(module, keys);
    const scripts: HeadLink[] = [];
    const styles: HeadLink[] = [];
    const seenCss = new Set([...loaded].flatMap((key) => manifest[key]!.css ?? []));
    for (const key of keys) {
      if (loaded.has(key)) continue;
      const chunk = manifest[key]!;
      scripts.push({ rel: 'modulepreload', crossorigin: '', href: `/${chunk.file}` });
      for (const css of chunk.css ?? []) {
        if (seenCss.has(css)) continue;
        seenCss.add(css);
        // The same link Vite's loader adds when the chunk loads, so it finds this one and adds none.
        styles.push({ rel: 'stylesheet', crossorigin: '', href: `/${css}` });
      }
    }
    const links = [...styles, ...scripts].map(linkTag).join('');
    cache.set(cacheKey, links);
    return links;
  };
}
