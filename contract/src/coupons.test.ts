import { describe, expect, it } from 'vitest';
import {
  addMoreForCoupon,
  couponDiscountPaise,
  couponRefusal,
  couponSaveBody,
  type CouponSituation,
  type CouponTerms,
} from './coupons.ts';
import { productSaveBody } from './admin-catalogue.ts';

const terms: CouponTerms = {
  kind: 'percent',
  value: 10,
  minAmountPaise: 0,
  firstOrderOnly: false,
  maxUses: null,
  startsAt: null,
  endsAt: null,
  active: true,
};
const now = new Date('2025-06-01T12:00:00Z');
const situation: CouponSituation = { now, uses: 0, hasEarlierOrder: false, totalPaise: 100_000 };

describe('couponRefusal', () => {
  it('checks inactive, not started, ended, used up, first order, minimum: in that order', () => {
    const everything: CouponTerms = {
      ...terms,
      active: false,
      startsAt: new Date('2025-07-01T00:00:00Z'),
      endsAt: new Date('2025-05-01T00:00:00Z'),
      maxUses: 1,
      firstOrderOnly: true,
      minAmountPaise: 500_000,
    };
    const broken = { ...situation, uses: 1, hasEarlierOrder: true };
    const seen: string[] = [];
    for (const fix of [
      (c: CouponTerms) => ({ ...c, active: true }),
      (c: CouponTerms) => ({ ...c, startsAt: null }),
      (c: CouponTerms) => ({ ...c, endsAt: null }),
      (c: CouponTerms) => ({ ...c, maxUses: null }),
      (c: CouponTerms) => ({ ...c, firstOrderOnly: false }),
      (c: CouponTerms) => ({ ...c, minAmountPaise: 0 }),
    ]) {
      seen.push(couponRefusal(everything, broken) ?? 'applies');
      Object.assign(everything, fix(everything));
    }
    seen.push(couponRefusal(everything, broken) ?? 'applies');
    expect(seen).toEqual([
      'Invalid coupon code.',
      'This coupon is not active yet.',
      'This coupon has expired.',
      'This coupon has reached its limit.',
      'This coupon is for your first order only.',
      'Add ₹4,000 more to use this coupon.',
      'applies',
    ]);
  });

  it('writes the shortfall as the storefront writes prices', () => {
    expect(addMoreForCoupon(120_000)).toBe('Add ₹1,200 more to use this coupon.');
    expect(addMoreForCoupon(12_345_050)).toBe('Add ₹1,23,450.50 more to use this coupon.');
  });
});

describe('couponDiscountPaise', () => {
  it('rounds a percent to the paisa and never takes more than the total', () => {
    expect(couponDiscountPaise({ kind: 'percent', value: 10 }, 125_025)).toBe(12_503);
    expect(couponDiscountPaise({ kind: 'percent', value: 15 }, 99)).toBe(15);
    expect(couponDiscountPaise({ kind: 'flat', value: 20_000 }, 14_900)).toBe(14_900);
    expect(couponDiscountPaise({ kind: 'flat', value: 20_000 }, 149_900)).toBe(20_000);
  });
});

describe('couponSaveBody', () => {
  it('takes JSON booleans and digit strings, and fills in what may be left out', () => {
    expect(
      couponSaveBody.parse({
        code: 'glow200',
        kind: 'flat',
        value: '200',
        min_amount: '1499',
        first_order_only: false,
      }),
    ).toEqual({
      code: 'GLOW200',
      kind: 'flat',
      value: 20_000,
      minAmountPaise: 149_900,
      firstOrderOnly: false,
      maxUses: null,
      startsAt: null,
      endsAt: null,
      active: true,
      isNew: false,
    });
  });

  it('reads ISO 8601 date-times with any fraction of a second, and one naming no zone as UTC', () => {
    const body = { code: 'MONSOON', kind: 'percent', value: 10 };
    const read = (starts_at: string) => couponSaveBody.safeParse({ ...body, starts_at }).data?.startsAt;
    expect(read('2030-01-01T05:30:00.123456+05:30')).toEqual(new Date('2030-01-01T00:00:00.123Z'));
    expect(read('2030-01-01T00:00:00')).toEqual(new Date('2030-01-01T00:00:00Z'));
    expect(read('2030-01-01T00:00')).toEqual(new Date('2030-01-01T00:00:00Z'));
    expect(read('2030-01-01T10:00:00.5Z')).toEqual(new Date('2030-01-01T10:00:00.500Z'));
    for (const wrong of ['2030-01-01', '01/01/2030 10:00', '2030-02-30T00:00:00Z', 'soon']) {
      expect([wrong, couponSaveBody.safeParse({ ...body, starts_at: wrong }).success]).toEqual([
        wrong,
        false,
      ]);
    }
  });

  it('takes a flat value above 0 and a minimum of 0 or more, each at most ₹10,00,000', () => {
    const flat = (value: unknown, min_amount: unknown) =>
      couponSaveBody.safeParse({ code: 'GLOW', kind: 'flat', value, min_amount });
    expect(flat('0.29', 0).data).toMatchObject({ value: 29, minAmountPaise: 0 });
    expect(flat(1_000_000, '1000000').data).toMatchObject({
      value: 100_000_000,
      minAmountPaise: 100_000_000,
    });
    for (const [value, min_amount] of [
      [0, 1_000_000.01],
      [1.005, -1],
      ['1e3', '0.001'],
    ]) {
      expect(
        flat(value, min_amount).error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
      ).toEqual([
        ['value', 'A flat coupon takes an amount in rupees above 0, with at most 2 decimals.'],
        ['min_amount', 'The minimum order is an amount in rupees of 0 or more, with at most 2 decimals.'],
      ]);
    }
  });

  it('names every field a form got wrong, a value by its kind', () => {
    const refused = couponSaveBody.safeParse({ code: 'a b', kind: 'percent', value: 0.5, max_uses: -3 });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['code', 'value', 'max_uses']);
  });
});

describe('productSaveBody', () => {
  it('takes a pack size in grams as a number, a digit string or as shown (50gm, 50 gm), and sees them as one size', () => {
    const pack = (pp_packet_size: unknown) => ({
      pp_packet_size,
      pp_prize: 100,
      pp_discount_prize: 90,
      pp_stocks: 1,
    });
    const parsed = productSaveBody.parse({
      p_productname: 'Serum',
      p_category: 1,
      product_price: [pack(30), pack('50'), pack('75gm'), pack('100 GM')],
    });
    expect(parsed.product_price.map((entry) => entry.pp_packet_size)).toEqual([30, 50, 75, 100]);
    const twice = productSaveBody.safeParse({
      p_productname: 'Serum',
      p_category: 1,
      product_price: [pack(50), pack('50gm')],
    });
    expect(twice.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['product_price.1.pp_packet_size', 'Each pack size can be listed only once.'],
    ]);
    expect(
      productSaveBody.safeParse({ p_productname: 'Serum', p_category: 1, product_price: [pack('50 ml')] })
        .success,
    ).toBe(false);
  });

  it('takes an MRP and a price above 0 and at most ₹10,00,000, and names the one it refuses', () => {
    const save = (pp_prize: unknown, pp_discount_prize: unknown) =>
      productSaveBody.safeParse({
        p_productname: 'Serum',
        p_category: 1,
        product_price: [{ pp_packet_size: 30, pp_prize, pp_discount_prize, pp_stocks: 1 }],
      });
    expect(save('1000000', 0.29).data?.product_price[0]).toMatchObject({
      pp_prize: 100_000_000,
      pp_discount_prize: 29,
    });
    for (const [mrp, price] of [
      [1_000_000.01, '0'],
      [-1, 1.005],
      ['1e3', ''],
    ]) {
      expect(save(mrp, price).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['product_price.0.pp_prize', 'MRP must be an amount in rupees above 0, with at most 2 decimals.'],
        [
          'product_price.0.pp_discount_prize',
          'Price must be an amount in rupees above 0, with at most 2 decimals.',
        ],
      ]);
    }
  });

  it('reports a price above its MRP also when another field of the pack is wrong', () => {
    const refused = productSaveBody.safeParse({
      p_productname: 'Serum',
      p_category: 1,
      product_price: [{ pp_packet_size: 30, pp_prize: 100, pp_discount_prize: 120, pp_stocks: -1 }],
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['product_price.0.pp_discount_prize', 'Price must not be more than the MRP.'],
      ['product_price.0.pp_stocks', 'Stock must be a whole number from 0 to 1000000.'],
    ]);
  });
});
