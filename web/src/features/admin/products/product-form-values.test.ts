// The product form after another save changed the product under it: the admin's typing stays, what
// they left alone follows the saved product, pack sizes are matched by id.
import type { AdminProduct } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/make-product.ts';
import {
  fromProduct,
  ingredientsChangedMeanwhile,
  packRemovedMeanwhile,
  rebaseForm,
  stockNow,
  toRequest,
  type ProductFormValues,
} from './product-form-values.ts';

const adminProduct = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  ...makeProduct(),
  p_version: 'v-1',
  p_bestseller: 0,
  p_bestseller_rank: null,
  ...overrides,
});
const [small, large] = makeProduct().product_price as [
  AdminProduct['product_price'][number],
  AdminProduct['product_price'][number],
];
const packs = (values: ProductFormValues) => values.product_price.map(({ key: _key, ...row }) => row);

describe('HSN code and GST rate', () => {
  it('come from the product and go back in the save, the rate as a number', () => {
    const values = fromProduct(adminProduct({ p_hsn: '33049910', p_gst_rate: 12 }));
    expect(values).toMatchObject({ p_hsn: '33049910', p_gst_rate: '12' });
    expect(toRequest({ ...values, p_hsn: ' 3304 ', p_gst_rate: '5' })).toMatchObject({
      p_hsn: '3304',
      p_gst_rate: 5,
    });
  });
});

describe('rebaseForm', () => {
  it('keeps a pack size the admin edited after another admin removed it, as a new one, and drops one they left alone', () => {
    const base = fromProduct(adminProduct());
    const typed: ProductFormValues = {
      ...base,
      product_price: [base.product_price[0]!, { ...base.product_price[1]!, pp_prize: '1999' }],
    };
    // The other save removed both sizes and added a 100 gm one.
    const fresh = fromProduct(
      adminProduct({
        p_version: 'v-2',
        product_price: [{ ...large, pp_id: 9, pp_packet_size: 100, pp_stocks: 5 }],
      }),
    );
    const { values, notes } = rebaseForm(base, typed, fresh);
    expect(packs(values)).toEqual([
      {
        pp_id: undefined,
        pp_packet_size: '50',
        pp_prize: '1999',
        pp_discount_prize: '1499',
        pp_stocks: '20',
        pp_stocks_loaded: undefined,
      },
      {
        pp_id: 9,
        pp_packet_size: '100',
        pp_prize: '1899',
        pp_discount_prize: '1499',
        pp_stocks: '5',
        pp_stocks_loaded: 5,
      },
    ]);
    expect(notes).toEqual({ 'product_price.0.pp_packet_size': packRemovedMeanwhile });
    expect(values.p_version).toBe('v-2');
  });

  it('takes the saved stock of a figure left alone, keeps a changed one with the stock now, and judges both against the saved stock', () => {
    const base = fromProduct(adminProduct());
    const typed: ProductFormValues = {
      ...base,
      product_price: [{ ...base.product_price[0]!, pp_stocks: '60' }, base.product_price[1]!],
    };
    const fresh = fromProduct(
      adminProduct({
        product_price: [
          { ...small, pp_stocks: 17 },
          { ...large, pp_stocks: 18 },
        ],
      }),
    );
    const { values, notes } = rebaseForm(base, typed, fresh);
    expect(packs(values).map((row) => [row.pp_stocks, row.pp_stocks_loaded])).toEqual([
      ['60', 17],
      ['18', 18],
    ]);
    expect(notes).toEqual({ 'product_price.0.pp_stocks': stockNow('17') });
  });

  it('keeps the admin’s ingredient list, noting that the other save changed it too', () => {
    const base = fromProduct(adminProduct());
    const typed: ProductFormValues = {
      ...base,
      ingredients: [...base.ingredients, { key: 'mine', pin_description: 'Ferulic acid', pin_image: '' }],
    };
    const fresh = fromProduct(
      adminProduct({ ingredients: [{ pin_id: 5, pin_description: 'Vitamin E', pin_image: '' }] }),
    );
    const { values, notes } = rebaseForm(base, typed, fresh);
    expect(values.ingredients.map((row) => row.pin_description)).toEqual(['Vitamin C', 'Ferulic acid']);
    expect(notes).toEqual({ ingredients: ingredientsChangedMeanwhile });
    // Left alone, the list is the saved one.
    expect(rebaseForm(base, base, fresh).values.ingredients.map((row) => row.pin_description)).toEqual([
      'Vitamin E',
    ]);
  });
});
