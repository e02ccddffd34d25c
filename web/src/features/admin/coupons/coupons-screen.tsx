// /admin/coupons: every coupon code with its terms and uses; create one or change its terms.
import type { Coupon } from '@prime/contract';
import { useState } from 'react';
import { formatRupees } from '../../../lib/format.ts';
import { useCoupons } from '../api/get-coupons.ts';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import shared from '../shared/admin.module.css';
import { formatDateTime } from '../shared/words.ts';
import { CouponFormDialog } from './coupon-form.tsx';
import { emptyCoupon, fromCoupon } from './coupon-form-values.ts';

type CouponState = 'Off' | 'Scheduled' | 'Expired' | 'Used up' | 'Active';

/** Whether a shopper could use the code now, judged in the order check/coupon refuses (contract/src/coupons.ts). */
export function couponState(coupon: Coupon, now = new Date()): CouponState {
  if (coupon.active !== 1) return 'Off';
  if (coupon.starts_at && now < new Date(coupon.starts_at)) return 'Scheduled';
  if (coupon.ends_at && now > new Date(coupon.ends_at)) return 'Expired';
  if (coupon.max_uses !== null && coupon.uses >= coupon.max_uses) return 'Used up';
  return 'Active';
}

export const couponTerms = (coupon: Coupon) =>
  coupon.kind === 'percent' ? `${coupon.value} % off` : `${formatRupees(coupon.value)} off`;

export default function CouponsScreen() {
  const coupons = useCoupons();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);

  return (
    <>
      <ScreenHead title="Coupons">
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          Add a coupon
        </button>
      </ScreenHead>
      <section className={shared.panel} aria-label="Coupon codes">
        {!coupons.data ? (
          <QueryState query={coupons} loading="Loading coupons…" />
        ) : coupons.data.length === 0 ? (
          <p className={shared.empty}>No coupon codes yet.</p>
        ) : (
          <div className={shared.tableWrap}>
            <table className={shared.table}>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Takes off</th>
                  <th scope="col">Conditions</th>
                  <th scope="col" className={shared.number}>
                    Used
                  </th>
                  <th scope="col">Valid</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {coupons.data.map((coupon) => (
                  <tr key={coupon.code}>
                    <th scope="row">
                      <div>{coupon.code}</div>
                      <button
                        type="button"
                        className={shared.linkButton}
                        aria-label={`Edit coupon ${coupon.code}`}
                        onClick={() => setEditing(coupon)}
                      >
                        Edit
                      </button>
                    </th>
                    <td className={shared.nowrap}>{couponTerms(coupon)}</td>
                    <td>
                      {coupon.min_amount > 0
                        ? `Orders of ${formatRupees(coupon.min_amount)} or more`
                        : 'Any order'}
                      {coupon.first_order_only === 1 && <div className={shared.muted}>First order only</div>}
                    </td>
                    <td className={shared.number}>
                      {coupon.uses}
                      {coupon.max_uses !== null && ` of ${coupon.max_uses}`}
                    </td>
                    <td>
                      {coupon.starts_at || coupon.ends_at ? (
                        <>
                          {coupon.starts_at && <div>From {formatDateTime(coupon.starts_at)}</div>}
                          {coupon.ends_at && <div>Until {formatDateTime(coupon.ends_at)}</div>}
                        </>
                      ) : (
                        'Always'
                      )}
                    </td>
                    <td>
                      <CouponStateBadge state={couponState(coupon)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {editing && (
        <CouponFormDialog
          initial={editing === 'new' ? emptyCoupon() : fromCoupon(editing)}
          isNew={editing === 'new'}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function CouponStateBadge({ state }: { state: CouponState }) {
  return <span className={`${shared.badge} ${state === 'Active' ? shared.badgeGood : ''}`}>{state}</span>;
}
