// The shop's settings (one row, saved by `admin/settings/save`): what delivery and cash on delivery
// cost, the low-stock level and the staff's mail. An order reads them in its own transaction; a quote,
// asked far more often, keeps them per process while the site revision stays the same. A save bumps
// the revision in its transaction, so every process prices with the new values from its next request
// (server/src/db/site-revision.ts).
import { eq } from 'drizzle-orm';
import { rupees, type SettingsSaveBody, type ShopSettings } from '@prime/contract';
import type { Db, Tx } from './client.ts';
import { shopSettings } from './schema.ts';
import { revisionCache } from './revision-cache.ts';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;

const ROW = 1;

/** The settings as committed now (the migration writes the row, so there always is one). */
export async function readShopSettings(db: Db | Tx): Promise<ShopSettingsRow> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, ROW));
  if (!row) throw new Error('shop_settings has no row: run the migrations');
  return row;
}

/** The settings as `admin/settings/get` answers them (and the audit log records them). */
export const toShopSettings = (row: ShopSettingsRow): ShopSettings => ({
  free_delivery_from: rupees(row.freeDeliveryFromPaise),
  delivery_charge: rupees(row.deliveryChargePaise),
  cod_charge: rupees(row.codChargePaise),
  low_stock_at: row.lowStockAt,
  staff_email: row.staffEmail,
  care_phone: row.carePhone,
  care_email: row.careEmail,
  grievance_officer_name: row.grievanceOfficerName,
  grievance_officer_email: row.grievanceOfficerEmail,
  grievance_officer_phone: row.grievanceOfficerPhone,
  cod_max_amount: row.codMaxAmountPaise === null ? null : rupees(row.codMaxAmountPaise),
  cod_blocked_pincodes: row.codBlockedPincodes,
  cod_rto_limit: row.codRtoLimit,
  cod_confirm_hours: row.codConfirmHours,
  return_days: row.returnDays,
  min_shelf_life_days: row.minShelfLifeDays,
});

/** The contacts a save sends (null clears one); those left out keep their values. */
function contactsToWrite(values: SettingsSaveBody): Partial<ShopSettingsRow> {
  const given = {
    carePhone: values.care_phone,
    careEmail: values.care_email,
    grievanceOfficerName: values.grievance_officer_name,
    grievanceOfficerEmail: values.grievance_officer_email,
    grievanceOfficerPhone: values.grievance_officer_phone,
  };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

/**
 * Replaces the settings in the caller's transaction, which must also bump the site revision so every
 * process reads them again; answers the row before (locked until commit) and after.
 */
export async function writeShopSettings(
  tx: Tx,
  values: SettingsSaveBody,
): Promise<{ before: ShopSettingsRow; after: ShopSettingsRow }> {
  const [before] = await tx.select().from(shopSettings).where(eq(shopSettings.id, ROW)).for('update');
  const [after] = await tx
    .update(shopSettings)
    .set({
      freeDeliveryFromPaise: values.free_delivery_from,
      deliveryChargePaise: values.delivery_charge,
      codChargePaise: values.cod_charge,
      lowStockAt: values.low_stock_at,
      staffEmail: values.staff_email,
      // Cash on delivery's fields may be left out (decision 0031): those keep their values.
      ...(values.cod_max_amount !== undefined ? { codMaxAmountPaise: values.cod_max_amount } : {}),
      ...(values.cod_blocked_pincodes !== undefined
        ? { codBlockedPincodes: values.cod_blocked_pincodes }
        : {}),
      ...(values.cod_rto_limit !== undefined ? { codRtoLimit: values.cod_rto_limit } : {}),
      ...(values.cod_confirm_hours !== undefined ? { codConfirmHours: values.cod_confirm_hours } : {}),
      ...contactsToWrite(values),
      ...(values.return_days !== undefined ? { returnDays: values.return_days } : {}),
      ...(values.min_shelf_life_days === undefined ? {} : { minShelfLifeDays: values.min_shelf_life_days }),
      updatedAt: new Date(),
    })
    .where(eq(shopSettings.id, ROW))
    .returning();
  if (!before || !after) throw new Error('shop_settings has no row: run the migrations');
  return { before, after };
}

/**
 * The settings for a request outside a transaction, as kept for the current site revision
 * (db/revision-cache.ts): read again only once a change moved it.
 */
export async function currentShopSettings(db: Db, contentRevision?: number): Promise<ShopSettingsRow> {
  const kept = await revisionCache<'shop', ShopSettingsRow>(db, 'shop-settings', 'content', contentRevision);
  let settings = kept.get('shop');
  if (!settings) {
    settings = await readShopSettings(db);
    kept.set('shop', settings);
  }
  return settings;
}
