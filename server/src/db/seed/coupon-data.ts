// The demo shop's coupon codes: the ones its offer strip advertises (content-data.ts).
import type { CouponTerms } from '@prime/contract';

export const demoCoupons: ({ code: string } & CouponTerms)[] = [
  {
    code: 'PRIME10',
    kind: 'percent',
    value: 10,
    minAmountPaise: 0,
    firstOrderOnly: true,
    maxUses: null,
    startsAt: null,
    endsAt: null,
    active: true,
  },
  {
    code: 'GLOW200',
    kind: 'flat',
    value: 200_00,
    minAmountPaise: 1_499_00,
    firstOrderOnly: false,
    maxUses: null,
    startsAt: null,
    endsAt: null,
    active: true,
  },
];
