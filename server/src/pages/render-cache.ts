// Rendered pages kept in this process, each with the site revision it was rendered at
// (server/src/db/site-revision.ts): an entry serves while the revision is unchanged, so a change to
// stock, a product, a review or the content shows on the next request in every process. An entry
// also ends at the first moment its data changes by itself (a coupon's start or end:
// server/src/http/page-lifetime.ts).
import type { EncodedBody } from '../http/json-cache.ts';
import { measureLifetime } from '../http/page-lifetime.ts';

export interface CachedPage {
  revision: number;
  status: number;
  body: EncodedBody;
  etag: string;
  /** Where a 301 sends the browser (a product page at its old slug). */
  location?: string;
  /** False for a page made for one request only (a failed render): sent, never kept. */
  keep: boolean;
}

/** Paths are the shop's own (unknown ones are never kept), but slugs and ids come from the URL. */
const MAX_PAGES = 2_000;

/** A page as made, and the moment (ms since the epoch) its data changes by itself. */
interface Made {
  page: CachedPage;
  until: number;
}

const current = (made: Made, revision: number) => made.page.revision === revision && Date.now() < made.until;

export class RenderCache {
  private readonly pages = new Map<string, Made>();
  private readonly rendering = new Map<string, { revision: number; made: Promise<Made> }>();

  constructor(private readonly maxPages = MAX_PAGES) {}

  /** The kept page at `key` when it was made at `revision` and still shows what is true now. */
  peek(key: string, revision: number): CachedPage | undefined {
    const kept = this.pages.get(key);
    return kept && current(kept, revision) ? kept.page : undefined;
  }

  /**
   * The page at `key` as of `revision`: the kept one while it is current, else the one `render` makes.
   * Requests for a page that is being rendered for the same revision share that render, unless what
   * it read has changed by itself by the time it is done.
   */
  async get(key: string, revision: number, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const kept = this.pages.get(key);
    if (kept && current(kept, revision)) return kept.page;
    const under = this.rendering.get(key);
    if (under && under.revision === revision) {
      const shared = await under.made;
      if (current(shared, revision)) return shared.page;
    }
    const made = measureLifetime(render).then(({ made: page, until }) => ({ page, until }));
    this.rendering.set(key, { revision, made });
    try {
      const done = await made;
      // A newer revision may have been kept meanwhile by a request that came later.
      const now = this.pages.get(key);
      if (done.page.keep && (!now || now.page.revision <= done.page.revision)) {
        this.pages.delete(key);
        if (this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value!);
        this.pages.set(key, done);
      }
      return done.page;
    } finally {
      if (this.rendering.get(key)?.made === made) this.rendering.delete(key);
    }
  }

  get size(): number {
    return this.pages.size;
  }
}
