// What a listing and the seller must show (decision 0029), in the pages as served: the product page's
// declarations beside the price and in "Product information", its JSON-LD, the footer of every
// storefront page, /grievance with the officer and the form, and a grievance's link kept private.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../db/factories.ts';
import { builtWebDir, WEB_BUILD_TIMEOUT_MS } from '../test/built-web.ts';
import { makeShopper } from '../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { get, jsonLd, textOf } from '../test/page-helpers.ts';

const SHOP = 'https://shop.example.in';
const MAKER = 'Vardhan Cosmeceuticals Pvt. Ltd., Plot B-14, MIDC Ranjangaon, Pune, Maharashtra 412220';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: SHOP }, { webDir: builtWebDir() });
  const db = t.database.db;
  await insertProduct(db, {
    name: 'Retinol Night Serum',
    slug: 'retinol-night-serum',
    categoryId: await insertCategory(db, 'Serums'),
    genericName: 'Face serum',
    unit: 'ml',
    manufacturer: MAKER,
    marketer: 'Prime Skincare Pvt. Ltd., 4th Floor, Baner Road, Pune, Maharashtra 411045',
    countryOfOrigin: 'India',
    shelfLifeMonths: 24,
    packs: [{ grams: 30, mrp: 1299, price: 1099, stock: 12 }],
  });
  const admin = await makeShopper(db, 'admin');
  const saved = await t.post(
    'admin/settings/save',
    {
      free_delivery_from: 499,
      delivery_charge: 49,
      cod_charge: 0,
      low_stock_at: 10,
      staff_email: null,
      care_phone: '9820012345',
      care_email: 'care@primeskin.in',
      grievance_officer_name: 'Meera Kulkarni',
      grievance_officer_email: 'grievance@primeskin.in',
      grievance_officer_phone: '9820054321',
    },
    admin.auth,
  );
  expect(saved.status).toBe(200);
}, WEB_BUILD_TIMEOUT_MS);
afterAll(() => t.close());

const page = async (url: string) => {
  const response = await get(t.app, url);
  return {
    status: response.statusCode,
    html: response.body,
    text: textOf(response.body),
    headers: response.headers,
  };
};

describe('the pages as served', () => {
  it('a product page declares the pack by its price and holds Product information', async () => {
    const { status, html, text } = await page('/products/retinol-night-serum');
    expect(status).toBe(200);
    expect(text).toContain('MRP ₹1,299 (incl. of all taxes)');
    expect(text).toContain('Net quantity: 30 ml · ₹36.63 per ml');
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Product information<\/summary>/);
    for (const shown of [
      'Generic name Face serum',
      `Manufactured by ${MAKER}`,
      'Country of origin India',
      'Best before Best before 24 months from manufacture',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toMatch(/Consumer care \+91 98200 12345 ?, care@primeskin\.in/);
    expect(jsonLd(html, 'Product')).toMatchObject({
      countryOfOrigin: 'India',
      manufacturer: { '@type': 'Organization', name: 'Vardhan Cosmeceuticals Pvt. Ltd.' },
    });
  });

  it('every storefront page’s footer names the seller of the invoices, consumer care and the grievance desk', async () => {
    for (const url of ['/', '/products/retinol-night-serum', '/grievance']) {
      const { html, text } = await page(url);
      expect(text, url).toContain(t.config.seller.name);
      expect(text, url).toContain(t.config.seller.address);
      expect(text, url).toContain(`GSTIN: ${t.config.seller.gstin}`);
      expect(text, url).toContain('Consumer care: +91 98200 12345 · care@primeskin.in');
      expect(html, url).toMatch(/<a href="\/grievance"[^>]*>Grievance Redressal<\/a>/);
    }
  });

  it('/grievance names the officer and holds the form; a grievance’s page is kept out of search engines', async () => {
    const { status, html, text } = await page('/grievance');
    expect(status).toBe(200);
    expect(html).toContain('<title>Grievance Redressal — PRIME</title>');
    expect(text).toContain('Meera Kulkarni');
    expect(text).toContain('grievance@primeskin.in');
    expect(text).toContain('+91 98200 54321');
    expect(html).toMatch(/<button type="submit"[^>]*>SUBMIT GRIEVANCE<\/button>/);

    const ticket = await page(`/grievances/${'a'.repeat(64)}`);
    expect(ticket.headers['x-robots-tag']).toBe('noindex');
    expect(ticket.headers['referrer-policy']).toBe('no-referrer');
  });

  it('/grievance is kept as its own page: a private page opened after it is the shell the browser draws', async () => {
    // Made first, /grievance was kept as the one shell every private page shares: /payment-failed and
    // /orders/<link> then came with the grievance form's markup, and the browser, drawing another
    // page over it, failed to hydrate.
    for (const url of ['/grievance', '/payment-failed?order_id=18', `/orders/${'b'.repeat(43)}`]) {
      const { html, text } = await page(url);
      const isGrievance = url === '/grievance';
      expect(text.includes('SUBMIT GRIEVANCE'), url).toBe(isGrievance);
      expect(html.includes('id="prime-query-state"'), url).toBe(isGrievance);
    }
    expect((await page('/grievance')).text).toContain('SUBMIT GRIEVANCE');
  });
});
