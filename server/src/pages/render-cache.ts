// Rendered pages kept in this process, each with the site revision it was rendered at
// (server/src/db/site-revision.ts): an entry serves while the revision is unchanged, so a change to
// stock, a product, a review or the content shows on the next request in every process.
import type { EncodedBody } from '../http/json-cache.ts';

export interface CachedPage {
  revision: number;
  status: number;
  body: EncodedBody;
  etag: string;
  /** False for a page made for one request only (a failed render): sent, never kept. */
  keep: boolean;
}

/** Paths are the shop's own (unknown ones are never kept), but slugs and ids come from the URL. */
const MAX_PAGES = 2_000;

export class RenderCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, { revision: number; page: Promise<CachedPage> }>();

  constructor(private readonly maxPages = MAX_PAGES) {}

  /** The kept page at `key` when it was made at `revision`; undefined otherwise. */
  peek(key: string, revision: number): CachedPage | undefined {
    const kept = this.pages.get(key);
    return kept && kept.revision === revision ? kept : undefined;
  }

  /**
   * The page at `key` as of `revision`: the kept one while it is current, else the one `render` makes.
   * Requests for a page that is being rendered for the same revision share that render.
   */
  async get(key: string, revision: number, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const kept = this.pages.get(key);
    if (kept && kept.revision === revision) return kept;
    const under = this.rendering.get(key);
    if (under && under.revision === revision) return under.page;
    const page = render();
    this.rendering.set(key, { revision, page });
    try {
      const made = await page;
      // A newer revision may have been kept meanwhile by a request that came later.
      const now = this.pages.get(key);
      if (made.keep && (!now || now.revision <= made.revision)) {
        this.pages.delete(key);
        if (this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value!);
        this.pages.set(key, made);
      }
      return made;
    } finally {
      if (this.rendering.get(key)?.page === page) this.rendering.delete(key);
    }
  }

  get size(): number {
    return this.pages.size;
  }
}
