// "Coupon code" with APPLY and Remove, in the cart panel and in checkout (both hold the same applied
// code, storage/cart-coupon.ts). Under the box, the server's words: Coupon applied! or why not.
import { MAX_COUPON_CODE_LENGTH } from '@prime/contract';
import { useState } from 'react';
import { Field } from '../../../ui/field.tsx';
import type { CouponState } from '../hooks/use-pricing.ts';
import { applyCoupon, removeCoupon } from '../storage/cart-coupon.ts';
import styles from './coupon-field.module.css';

export function CouponField({ coupon }: { coupon: CouponState }) {
  const [typed, setTyped] = useState(coupon.code);
  const refused = coupon.code !== '' && coupon.message !== null && !coupon.applies;

  function apply() {
    if (typed.trim() !== '') applyCoupon(typed);
  }

  function remove() {
    removeCoupon();
    setTyped('');
  }

  return (
    <div className={styles.coupon}>
      {/* The refusal sits under the box and its buttons, the whole width of the row. */}
      <Field label="Coupon code" error={refused ? coupon.message! : undefined} className={styles.field}>
        {(control) => (
          <div className={styles.row}>
            <input
              {...control}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={MAX_COUPON_CODE_LENGTH}
              value={typed}
              onChange={(event) => setTyped(event.target.value.toUpperCase())}
              onKeyDown={(event) => {
                // Enter applies the code (and must not place the order of the form around it).
                if (event.key !== 'Enter') return;
                event.preventDefault();
                apply();
              }}
            />
            <button type="button" className="btn btn-outline" onClick={apply}>
              APPLY
            </button>
            {coupon.code !== '' && (
              <button type="button" className={styles.remove} onClick={remove}>
                Remove<span className="visually-hidden"> coupon {coupon.code}</span>
              </button>
            )}
          </div>
        )}
      </Field>
      <p className={styles.status} role="status">
        {coupon.applies && `${coupon.code}: ${coupon.message}`}
        {coupon.code !== '' && coupon.message === null && coupon.checking && 'Checking the coupon…'}
      </p>
    </div>
  );
}
