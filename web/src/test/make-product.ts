// A valid Product for component tests; override only what a test is about.
import type { Product } from '@prime/contract';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    p_id: 7,
    p_productname: 'Vitamin C Brightening Serum',
    p_image: 'uploads/products/vitamin-c.webp',
    productimage: [{ pi_id: 1, pi_image: 'uploads/products/vitamin-c-2.webp' }],
    p_prize: 1299,
    p_discount_prize: 999,
    p_discount: 23,
    p_description: 'A light serum with 10% vitamin C.',
    p_stocks: 40,
    p_category: 1,
    p_concern_category: 1,
    p_status: 1,
    p_rating: 4.5,
    reviewcount: 12,
    p_upcoming: 0,
    p_quantity_types: '30gm',
    p_slug: 'vitamin-c-brightening-serum',
    p_hsn: '3304',
    p_gst_rate: 18,
    p_how_it_works: 'Vitamin C brightens.',
    p_how_to_use: 'Two drops at night.',
    p_suitable_for: 'All skin types.',
    p_material_content: 'Vegan, Fragrance free | Dermatologist tested',
    ingredients: [{ pin_id: 1, pin_description: 'Vitamin C', pin_image: 'uploads/icons/citrus.svg' }],
    product_price: [
      {
        pp_id: 1,
        pp_packet_size: 30,
        pp_prize: 1299,
        pp_discount_prize: 999,
        pp_discount: 23,
        pp_stocks: 20,
        pp_expiry: '2028-03',
      },
      {
        pp_id: 2,
        pp_packet_size: 50,
        pp_prize: 1899,
        pp_discount_prize: 1499,
        pp_discount: 21,
        pp_stocks: 20,
        pp_expiry: '2028-09',
      },
    ],
    ...overrides,
  };
}
