// The shop's settings in the console: `admin/settings/get` and `admin/settings/save`. A save is one
// admin write (admin-write.ts): the row, its audit record and the site revision's bump commit together,
// so quotes and orders on every process price with the new values from their next request
// (server/src/db/shop-settings.ts).
import {
  sellableFrom,
  settingsGetAnswer,
  settingsGetBody,
  settingsMessages,
  settingsSaveAnswer,
  settingsSaveBody,
  settingsSaveRequest,
} from '@prime/contract';
import type { FastifyInstance } from 'fastify';
import { STAFF_CALLS } from '../../auth/admin-only.ts';
import { recordAudit } from '../../db/audit.ts';
import { resyncSellableStock } from '../../shop/order-stock.ts';
import { readShopSettings, toShopSettings, writeShopSettings } from '../../db/shop-settings.ts';
import type { AppContext } from '../../app-context.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import { adminWrite } from './admin-write.ts';

export async function settingsRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  const post = postedCalls(admin, { tag: 'Admin', ...STAFF_CALLS });
  post(
    '/settings/get',
    {
      summary: "The shop's settings: charges, low-stock level, staff mail, consumer care, grievance officer",
      body: settingsGetBody,
      answer: settingsGetAnswer,
    },
    async () => ok({ data: toShopSettings(await readShopSettings(ctx.db)) }),
  );

  post(
    '/settings/save',
    {
      summary:
        "Replace the shop's settings (the first five fields; cash on delivery's four, the contacts, the return window and the minimum shelf life may be left out)",
      description:
        'Amounts in rupees, 0 or more; `low_stock_at` a whole number of units; `staff_email` an email or ' +
        'null. Cash on delivery (each kept when left out): `cod_max_amount` rupees or null (no limit), ' +
        '`cod_blocked_pincodes` a list of 6-digit pincodes, `cod_rto_limit` a whole number or null, ' +
        '`cod_confirm_hours` 1–72 or null (no confirmation). The consumer care and grievance officer ' +
        'contacts are optional too: one left out keeps its value, null clears it; emails and 10-digit ' +
        'mobiles are checked. `return_days` 1–60 and `min_shelf_life_days` whole days (every pack ' +
        'size’s stock follows it) are kept when left out. Quotes and orders use the new values at once, ' +
        'on every process. Audited as `settings.save`.',
      body: settingsSaveRequest,
      parse: settingsSaveBody,
      answer: settingsSaveAnswer,
    },
    async ({ body, caller: actor }) => {
      const saved = await adminWrite(ctx, async (tx) => {
        const { before, after } = await writeShopSettings(tx, body);
        // Lots sellable before may not be now, or the other way round: every pack size's stock follows.
        if (after.minShelfLifeDays !== before.minShelfLifeDays) {
          await resyncSellableStock(tx, sellableFrom(after.minShelfLifeDays));
        }
        const [was, now] = [toShopSettings(before), toShopSettings(after)];
        await recordAudit(tx, {
          actor,
          action: 'settings.save',
          target: 'settings:shop',
          before: was,
          after: now,
        });
        return now;
      });
      return ok({ data: saved }, settingsMessages.saved);
    },
  );
}
