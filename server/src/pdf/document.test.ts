import { describe, expect, it } from 'vitest';
import { renderPdf } from './document.ts';
import { pdfPages, pdfText } from './pdf-text.ts';

describe('shop PDF documents', () => {
  it('sets the brand, headings, fields, accented Latin and the rupee sign in text a reader can extract', async () => {
    const bytes = await renderPdf({ title: 'Test document' }, (page) => {
      page.heading('Packing slip', 'Order #104');
      page.fields([
        ['Order', '#104'],
        ['Date', '26 Nov 2026'],
      ]);
      page.section('Deliver to', 'Renée D’Souza\n12 MG Road, Pune 411001');
      page.table(
        [
          { header: 'Item', weight: 3 },
          { header: 'Amount', weight: 1, align: 'right' },
        ],
        [['Vitamin C Serum — 50 gm', '₹1,299.50']],
      );
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const words of [
      'PRIME',
      'Packing slip',
      'Order #104',
      'Date: 26 Nov 2026',
      'Renée D’Souza',
      'Pune 411001',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('Vitamin C Serum — 50 gm');
    expect(text).toContain('₹1,299.50');
    expect(text).toContain('Test document · page 1 of 1');
  });

  it('runs a long table onto further pages, repeating its header row, and numbers every page', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [`Line ${index + 1}`, String(index + 1)]);
    const bytes = await renderPdf({ title: 'Long' }, (page) => {
      page.heading('Long table');
      page.table(
        [
          { header: 'Item', weight: 3 },
          { header: 'Qty', weight: 1, align: 'right' },
        ],
        rows,
      );
      page.newPage();
      page.heading('Second document');
    });
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const tablePages = pages.slice(0, -1);
    for (const [index, text] of tablePages.entries()) {
      expect(text).toContain('Item');
      expect(text).toContain(`Long · page ${index + 1} of ${pages.length}`);
    }
    const all = tablePages.join('\n');
    for (const row of rows) expect(all).toContain(row[0]);
    expect(pages.at(-1)).toContain('Second document');
  });
});
