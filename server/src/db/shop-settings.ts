// The shop's settings (one row, saved by `admin/settings/save`): what delivery and cash on delivery
// cost, the low-stock level and the staff's mail. An order reads them in its own transaction; a quote,
// asked far more often, keeps them per process while the site revision stays the same. A save bumps
// the revision in its transaction, so every process prices with the new values from its next request
// (server/src/db/site-revision.ts).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { shopSettings } from './schema.ts';
import { readSiteRevision } from './site-revision.ts';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;

const ROW = 1;

/** The settings as committed now (the migration writes the row, so there always is one). */
export async function readShopSettings(db: Db | Tx): Promise<ShopSettingsRow> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, ROW));
  if (!row) throw new Error('shop_settings has no row: run the migrations');
  return row;
}

const cached = new WeakMap<Db, { revision: number; settings: ShopSettingsRow }>();

/**
 * The settings for a request outside a transaction: read again only when the site revision moved.
 * The revision is read first, so the settings kept are at least as new as the revision they are kept for.
 */
export async function currentShopSettings(db: Db): Promise<ShopSettingsRow> {
  const revision = await readSiteRevision(db);
  const kept = cached.get(db);
  if (kept?.revision === revision) return kept.settings;
  const settings = await readShopSettings(db);
  cached.set(db, { revision, settings });
  return settings;
}
