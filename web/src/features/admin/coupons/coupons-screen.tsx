// /admin/coupons: every coupon code with its terms and uses; create one or change its terms.
import type { Coupon } from '@prime/contract';
import { useState } from 'react';
import { formatRupees } from '../../../lib/format.ts';
import { useCoupons } from '../api/get-coupons.ts';
import { ListPanel, ListTable } from '../shared/list-screen.tsx';
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

const COLUMNS = [
  { label: 'Code' },
  { label: 'Takes off' },
  { label: 'Conditions' },
  { label: 'Used', figures: true },
  { label: 'Valid' },
  { label: 'State' },
];

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
      <ListPanel
        label="Coupon codes"
        query={coupons}
        items={coupons.data}
        loading="Loading coupons…"
        empty="No coupon codes yet."
      >
        {(list) => (
          <ListTable columns={COLUMNS}>
            {list.map((coupon) => (
              <CouponRow key={coupon.code} coupon={coupon} onEdit={() => setEditing(coupon)} />
            ))}
          </ListTable>
        )}
      </ListPanel>
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

function CouponRow({ coupon, onEdit }: { coupon: Coupon; onEdit: () => void }) {
  return (
    <tr>
      <th scope="row">
        <div>{coupon.code}</div>
        <button
          type="button"
          className={shared.linkButton}
          aria-label={`Edit coupon ${coupon.code}`}
          onClick={onEdit}
        >
          Edit
        </button>
      </th>
      <td className={shared.nowrap}>{couponTerms(coupon)}</td>
      <td>
        {coupon.min_amount > 0 ? `Orders of ${formatRupees(coupon.min_amount)} or more` : 'Any order'}
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
  );
}

function CouponStateBadge({ state }: { state: CouponState }) {
  return <span className={`${shared.badge} ${state === 'Active' ? shared.badgeGood : ''}`}>{state}</span>;
}
