import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

const pack = (id: number, grams: number, stock: number) => ({
  pp_id: id,
  pp_packet_size: grams,
  pp_prize: 799,
  pp_discount_prize: 649,
  pp_stocks: stock,
});

describe('the changes an audit entry shows', () => {
  it('names changed fields in words and counts the rest as unchanged', () => {
    // The version follows every change: it is not one an admin made.
    const before = {
      p_id: 3,
      p_productname: 'Ceramide Cream',
      p_version: 'a1',
      p_status: 1,
      product_price: [pack(1, 50, 40)],
    };
    const after = {
      p_id: 3,
      p_productname: 'Ceramide Barrier Cream',
      p_version: 'b2',
      p_status: 0,
      product_price: [pack(1, 50, 35)],
    };
    expect(auditDiff(before, after)).toEqual({
      changes: [
        { field: 'name', before: 'Ceramide Cream', after: 'Ceramide Barrier Cream' },
        { field: 'shown in the shop', before: '1', after: '0' },
        { field: 'pack 50 gm › stock', before: '40', after: '35' },
      ],
      unchanged: 5,
    });
  });

  it('matches pack sizes by size, so removing one does not shift the others', () => {
    const before = { product_price: [pack(1, 30, 5), pack(2, 50, 9), pack(3, 100, 2)] };
    const after = { product_price: [pack(1, 30, 5), pack(3, 100, 2)] };
    const { changes } = auditDiff(before, after);
    expect(changes.map((change) => change.field)).toEqual([
      'pack 50 gm › pp_id',
      'pack 50 gm › size (gm)',
      'pack 50 gm › MRP',
      'pack 50 gm › price',
      'pack 50 gm › stock',
    ]);
    expect(changes.every((change) => change.after === null)).toBe(true);
  });

  it('shows every field of a created object as new, and of a deleted one as gone', () => {
    expect(auditDiff(null, { code: 'MONSOON15', value: 15 }).changes).toEqual([
      { field: 'code', before: null, after: 'MONSOON15' },
      { field: 'value', before: null, after: '15' },
    ]);
    expect(auditDiff({ c_id: 4, c_name: 'Toners' }, null)).toEqual({
      changes: [
        { field: 'c_id', before: '4', after: null },
        { field: 'c_name', before: 'Toners', after: null },
      ],
      unchanged: 0,
    });
  });

  it('reads a status move of an order line', () => {
    const line = { op_id: 40, od_id: 12, op_delivery_status: 'Packing' };
    expect(auditDiff(line, { ...line, op_delivery_status: 'Shipped' }).changes).toEqual([
      { field: 'status', before: 'Packing', after: 'Shipped' },
    ]);
  });
});
