import { describe, expect, it } from 'vitest';
import { addMonths, expiringBefore, monthLabel, sellableFrom } from './months.ts';
import { stockAdjustBody, stockReceiveBody } from './stock.ts';

/** An instant in India time, `2026-11-29T10:00` India as UTC. */
const india = (day: string, time = '10:00') => new Date(Date.parse(`${day}T${time}:00+05:30`));

describe('months', () => {
  it('moves a month forward and back across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', 24)).toBe('2028-03');
  });

  it('sells a lot while its expiry month ends at least the minimum days after today, India time', () => {
    // 29 Nov + 90 days is 27 Feb: a lot expiring in February (last day 28 Feb) may still be sold.
    expect(sellableFrom(90, india('2026-11-29'))).toBe('2027-02');
    // 1 Dec + 90 days is 1 Mar: February's lots end too soon.
    expect(sellableFrom(90, india('2026-12-01'))).toBe('2027-03');
    // Just after midnight in India, still the evening before in UTC.
    expect(sellableFrom(0, india('2026-12-01', '00:30'))).toBe('2026-12');
    expect(sellableFrom(0, india('2026-11-30', '23:30'))).toBe('2026-11');
  });

  it('finds the lots whose expiry month ends within so many days, or has ended', () => {
    // Within 1 day of 30 Nov: November ends today.
    expect(expiringBefore(1, india('2026-11-30'))).toBe('2026-12');
    expect(expiringBefore(0, india('2026-11-29'))).toBe('2026-11');
    expect(expiringBefore(62, india('2026-11-29'))).toBe('2027-01');
  });

  it('writes a month as the product page does', () => {
    expect(monthLabel('2028-03')).toBe('Mar 2028');
    expect(monthLabel('2028-12')).toBe('Dec 2028');
  });
});

describe('stock bodies', () => {
  it('stores a batch number in capitals and wants the expiry after the manufacture', () => {
    const ok = stockReceiveBody.safeParse({
      pp_id: '4',
      batch_no: ' b-12/a ',
      mfg: '2026-01',
      expiry: '2028-01',
      quantity: '5',
    });
    expect(ok.data).toEqual({ pp_id: 4, batch_no: 'B-12/A', mfg: '2026-01', expiry: '2028-01', quantity: 5 });
    const bad = stockReceiveBody.safeParse({
      pp_id: 4,
      batch_no: 'B 1',
      mfg: '2026-01',
      expiry: '2026-01',
      quantity: 100_001,
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'batch_no',
      'expiry',
      'quantity',
    ]);
  });

  it('takes a change other than 0 with a reason', () => {
    expect(stockAdjustBody.safeParse({ lot_id: 1, change: '-3', reason: ' Broken ' }).data).toEqual({
      lot_id: 1,
      change: -3,
      reason: 'Broken',
    });
    expect(stockAdjustBody.safeParse({ lot_id: 1, change: 0, reason: 'x' }).success).toBe(false);
  });
});
