// `admin/coupon/save` and `admin/coupon/list`. Saving an existing code updates it, unless the console
// said it adds a new one (`is_new`: then 409, so a typed code never overwrites a live coupon); the coupon's row is
// locked meanwhile, so an order using the code waits for the new terms or is judged by the old ones,
// never a mix. Two admins saving one new code at once: the first creates it, the other waits for that
// and then updates it (each save whole, each recorded). A coupon's uses are counted from its orders (server/src/shop/coupons.ts). A coupon may be
// switched off or ended at any time: the offer strip's texts that name it leave the storefront until
// it is on again (modules/content/content-lists.ts).
import { asc, eq } from 'drizzle-orm';
import { couponMessages, type Coupon, type CouponSaveBody } from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { runTransaction } from '../../db/transaction.ts';
import { couponUses, couponUsesColumn, toCoupon } from '../../shop/coupons.ts';
import { coupons } from '../../db/schema.ts';
import { bumpSiteRevision } from '../../db/site-revision.ts';
import type { AppContext } from '../../app-context.ts';
import { conflict } from '../../http/errors.ts';
import { forgetCachedAnswers } from '../../http/answer-caches.ts';

export async function saveCoupon(ctx: AppContext, admin: AuthUser, body: CouponSaveBody): Promise<Coupon> {
  const saved = await runTransaction(ctx.db, async (tx) => {
    const values = {
      kind: body.kind,
      value: body.value,
      minAmountPaise: body.minAmountPaise,
      firstOrderOnly: body.firstOrderOnly ? 1 : 0,
      maxUses: body.maxUses,
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      active: body.active ? 1 : 0,
      updatedAt: new Date(),
    };
    // A new code is inserted at once; when another save holds it (committed, or just inserted by a
    // save still running), this waits for that one and then takes the update path with its row locked.
    const [created] = await tx
      .insert(coupons)
      .values({ code: body.code, ...values })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    let before: Coupon | null = null;
    let after: Coupon;
    if (created) {
      after = toCoupon(created, await couponUses(tx, body.code));
    } else if (body.isNew) {
      throw conflict(couponMessages.exists);
    } else {
      const [existing] = await tx.select().from(coupons).where(eq(coupons.code, body.code)).for('update');
      const uses = await couponUses(tx, body.code);
      const [row] = await tx.update(coupons).set(values).where(eq(coupons.code, body.code)).returning();
      before = toCoupon(existing!, uses);
      after = toCoupon(row!, uses);
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'coupon.save',
      target: `coupon:${body.code}`,
      before,
      after,
    });
    // The offer strip may name the code: rendered pages and cached lists are made again.
    await bumpSiteRevision(tx);
    return after;
  });
  forgetCachedAnswers();
  return saved;
}

/** Every coupon, by code, with its uses. */
export async function listCoupons(db: Db): Promise<Coupon[]> {
  const rows = await db
    .select({
      coupon: coupons,
      uses: couponUsesColumn,
    })
    .from(coupons)
    .orderBy(asc(coupons.code));
  return rows.map((row) => toCoupon(row.coupon, row.uses));
}
