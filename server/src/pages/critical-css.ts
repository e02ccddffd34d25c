// The CSS a server-rendered page needs for what it shows, written into its head, so the first screen
// is drawn from the first answer without waiting for a stylesheet (docs/decisions/0016). beasties
// compiles each built stylesheet once into a plan of its rules and what each needs in the document;
// per page, one scan of the rendered markup picks the rules that match something in it. The page's
// stylesheets still load, from the end of the body (document.ts), for what the page shows later
// (a menu opened, a dialog) and for the lazily loaded parts' own styles. A page is rendered once per
// site revision (render-cache.ts), so this runs once per page version, not per request.
import fs from 'node:fs';
import path from 'node:path';
import type { CompiledSheet } from 'beasties/compiler';

type Compiler = typeof import('beasties/compiler');
type Runtime = typeof import('beasties/runtime');

/**
 * beasties and its CSS parser, loaded by the first page rendered, not at every start
 * (docs/decisions/0044-start-up-time.md).
 */
let beasties: Promise<[Compiler, Runtime]> | undefined;
const loadBeasties = () =>
  (beasties ??= Promise.all([import('beasties/compiler'), import('beasties/runtime')]));

export class CriticalCss {
  /** Each built stylesheet by its URL path (`/assets/index-….css`); undefined when it cannot be read. */
  private readonly sheets = new Map<string, CompiledSheet | undefined>();

  /** `webDir` holds the built stylesheets under the paths the page links them at. */
  constructor(private readonly webDir: string) {}

  private sheet(href: string, compileSheet: Compiler['compileSheet']): CompiledSheet | undefined {
    if (!this.sheets.has(href)) {
      const file = path.join(this.webDir, path.normalize(href).replace(/^([/\\])+/, ''));
      const inside = file.startsWith(path.join(this.webDir, path.sep));
      const css = inside && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      this.sheets.set(href, css === undefined ? undefined : compileSheet(css, { href }));
    }
    return this.sheets.get(href);
  }

  /**
   * The rules of the stylesheets `hrefs` (in their order) that the page's markup `appHtml` uses.
   * Undefined when there is nothing to inline or a stylesheet cannot be read: then the page keeps its
   * stylesheets in the head. The fonts are declared by the document itself (web/vite.config.ts moves
   * the @font-face rules into index.html's head), so every face is there from the first paint.
   */
  async forPage(appHtml: string, hrefs: readonly string[]): Promise<string | undefined> {
    if (!appHtml || hrefs.length === 0) return undefined;
    const [{ compileSheet }, { collectPrograms, renderCriticalCss, scanHtml }] = await loadBeasties();
    const sheets = hrefs.map((href) => this.sheet(href, compileSheet));
    if (sheets.some((sheet) => sheet === undefined)) return undefined;
    const compiled = sheets as CompiledSheet[];
    // The app's markup in the document the template puts it in, for `html`, `body` and `:root`.
    const document = `<html><head></head><body><div id="root">${appHtml}</div></body></html>`;
    const tokens = scanHtml(document, collectPrograms(compiled));
    return compiled.map((sheet) => renderCriticalCss(sheet, tokens, { keyframes: 'critical' }).css).join('');
  }
}
