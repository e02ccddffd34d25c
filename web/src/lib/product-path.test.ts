import { describe, expect, it } from 'vitest';
import { productPath } from './product-path.ts';

describe('productPath', () => {
  it("is the product's canonical page, by slug", () => {
    expect(productPath({ p_id: 7, p_slug: 'vitamin-c-15-serum' })).toBe('/products/vitamin-c-15-serum');
  });

  it('falls back to the id for a product stored before it had a slug', () => {
    expect(productPath({ p_id: 7 })).toBe('/product-details?p_id=7');
  });
});
