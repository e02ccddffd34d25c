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
      unchanged: 4,
    });
  });

  it('shows no change for a product saved as it was, though its ingredients were written anew', () => {
    const product = (version: string, firstIngredient: number) => ({
      p_id: 3,
      p_productname: 'Ceramide Cream',
      p_version: version,
      p_prize: 799,
      p_discount_prize: 649,
      p_discount: 19,
      p_stocks: 40,
      p_quantity_types: '50',
      ingredients: [
        { pin_id: firstIngredient, pin_description: 'Ceramides', pin_image: '' },
        { pin_id: firstIngredient + 1, pin_description: 'Niacinamide', pin_image: '' },
      ],
      product_price: [pack(1, 50, 40)],
    });
    expect(auditDiff(product('a1', 10), product('b2', 12)).changes).toEqual([]);
  });

  it('names a changed price once, under the pack and in the form’s words, never by its API name', () => {
    const before = { p_prize: 799, p_discount_prize: 649, p_discount: 19, product_price: [pack(1, 50, 40)] };
    const after = {
      p_prize: 799,
      p_discount_prize: 599,
      p_discount: 25,
      product_price: [{ ...pack(1, 50, 40), pp_discount_prize: 599 }],
      ingredients: [{ pin_id: 7, pin_description: 'Ceramides', pin_image: '' }],
    };
    const { changes } = auditDiff({ ...before, ingredients: [] }, after);
    expect(changes).toEqual([
      { field: 'pack 50 gm › price', before: '649', after: '599' },
      { field: 'ingredient', before: '(none)', after: null },
      { field: 'ingredient 1 › description', before: null, after: 'Ceramides' },
      { field: 'ingredient 1 › image', before: null, after: '' },
    ]);
    expect(changes.some((change) => /p_prize|pin_id|p_version|_id\b/.test(change.field))).toBe(false);
  });

  it('matches pack sizes by size, so removing one does not shift the others', () => {
    const before = { product_price: [pack(1, 30, 5), pack(2, 50, 9), pack(3, 100, 2)] };
    const after = { product_price: [pack(1, 30, 5), pack(3, 100, 2)] };
    const { changes } = auditDiff(before, after);
    expect(changes.map((change) => change.field)).toEqual([
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
        { field: 'name', before: 'Toners', after: null },
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
