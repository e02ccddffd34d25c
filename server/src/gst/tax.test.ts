// The tax carved out of inclusive prices: splits by state (CGST and SGST always equal), the coupon
// shared before tax, charges as SAC 9968 at 18 %, rows adding up to the order's amount to the paisa, amounts in Indian words, and
// the financial year by India time.
import { describe, expect, it } from 'vitest';
import { financialYear, indiaDate, indiaMonthRange } from './financial-year.ts';
import { amountInWords, numberInWords, shareDiscount, taxRows, totalsOf, type OrderForTax } from './tax.ts';

const line = (opId: number, unitPricePaise: number, quantity = 1, rate = 18) => ({
  opId,
  description: `Product ${opId}`,
  hsn: '3304',
  quantity,
  rate,
  unitPricePaise,
});
const order = (overrides: Partial<OrderForTax> = {}): OrderForTax => ({
  lines: [line(1, 118_000)],
  discountPaise: 0,
  deliveryChargePaise: 0,
  codChargePaise: 0,
  interstate: false,
  ...overrides,
});

describe('tax rows', () => {
  it('splits the tax into CGST and SGST in the seller’s state, IGST elsewhere', () => {
    const [same] = taxRows(order());
    expect(same).toMatchObject({
      valuePaise: 118_000,
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
    });
    const [other] = taxRows(order({ interstate: true }));
    expect(other).toMatchObject({ taxablePaise: 100_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 18_000 });
  });

  it('shares the coupon over the lines before tax and taxes charges as SAC 9968 at 18 %', () => {
    const rows = taxRows(
      order({
        lines: [line(1, 60_000, 1, 12), line(2, 40_000, 1, 12)],
        discountPaise: 10_000,
        deliveryChargePaise: 4_900,
        codChargePaise: 2_500,
      }),
    );
    expect(
      rows.map((row) => [row.opId, row.charge, row.hsn, row.rate, row.discountPaise, row.valuePaise]),
    ).toEqual([
      [1, null, '3304', 12, 6_000, 54_000],
      [2, null, '3304', 12, 4_000, 36_000],
      [null, 'delivery', '9968', 18, 0, 4_900],
      [null, 'cod', '9968', 18, 0, 2_500],
    ]);
    expect(rows[1]).toMatchObject({ taxablePaise: 32_142, cgstPaise: 1_929, sgstPaise: 1_929 });
  });

  it('computes one half of the tax and uses it twice: CGST and SGST never differ by a paisa', () => {
    // The case: ₹1,297 at 18 % carved as ₹1,099.16 + ₹98.93 + ₹98.91 before.
    const [row] = taxRows(order({ lines: [line(1, 129_700)] }));
    expect(row).toMatchObject({ taxablePaise: 109_916, cgstPaise: 9_892, sgstPaise: 9_892 });
    for (let value = 1; value < 5_000; value += 7) {
      for (const rate of [5, 12, 18, 28]) {
        const [each] = taxRows(order({ lines: [line(1, value, 1, rate)] }));
        expect(each!.cgstPaise).toBe(each!.sgstPaise);
        expect(each!.taxablePaise + each!.cgstPaise + each!.sgstPaise).toBe(value);
      }
    }
  });

  it('rounds per row so that taxable values and taxes add up exactly to the amount, over many lines', () => {
    const lines = Array.from({ length: 37 }, (_, index) =>
      line(index + 1, 9_999 + index * 1_337, 1 + (index % 4), [0, 5, 12, 18, 28][index % 5]!),
    );
    const subtotal = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
    for (const interstate of [false, true]) {
      const discountPaise = 12_345;
      const rows = taxRows(
        order({ lines, discountPaise, deliveryChargePaise: 4_900, codChargePaise: 3_333, interstate }),
      );
      const totals = totalsOf(rows);
      const amount = subtotal - discountPaise + 4_900 + 3_333;
      expect(totals.totalPaise).toBe(amount);
      expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(amount);
      expect(rows.reduce((sum, row) => sum + row.discountPaise, 0)).toBe(discountPaise);
      for (const row of rows) {
        expect(row.taxablePaise + row.cgstPaise + row.sgstPaise + row.igstPaise).toBe(row.valuePaise);
        // Within a paisa of the exact taxable value (two rounded halves within a state).
        expect(Math.abs(row.taxablePaise * (100 + row.rate) - row.valuePaise * 100)).toBeLessThanOrEqual(
          100 + row.rate,
        );
        expect(row.cgstPaise).toBe(row.sgstPaise);
      }
      expect(rows.filter((row) => row.charge).every((row) => row.rate === 18 && row.hsn === '9968')).toBe(
        true,
      );
    }
  });

  it('never gives a line a share above its price', () => {
    expect(shareDiscount([1, 1, 1], 3)).toEqual([1, 1, 1]);
    expect(shareDiscount([100, 100, 1], 200)).toEqual([100, 100, 0]);
    expect(shareDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(shareDiscount([500, 0], 0)).toEqual([0, 0]);
  });
});

describe('amount in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [15, 'Fifteen'],
    [105, 'One Hundred Five'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [3_05_00_021, 'Three Crore Five Lakh Twenty-One'],
  ])('%i is %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });
  it('says rupees and paise', () => {
    expect(amountInWords(1_23_456_78)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(amountInWords(49_900)).toBe('Rupees Four Hundred Ninety-Nine Only');
  });
});

describe('financial year, India time', () => {
  it('turns at midnight of 1 April in India, 18:30 UTC on 31 March', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(indiaDate(new Date('2027-03-31T18:29:59.999Z'))).toBe('2027-03-31');
    expect(financialYear(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    expect(indiaDate(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-04-01');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
  it('gives a month’s bounds in India time', () => {
    expect(indiaMonthRange('2026-12')).toEqual({
      from: new Date('2026-11-30T18:30:00.000Z'),
      to: new Date('2026-12-31T18:30:00.000Z'),
    });
  });
});
