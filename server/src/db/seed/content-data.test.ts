// The demo shop must not contradict itself: what its offer strip, FAQ and contact cards say agrees
// with what it charges, sells and does (issue 16), and the migration brings a shop seeded earlier
// to the same words.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillShopTerms, messages, RETURN_WINDOW_DAYS } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import * as t from '../schema.ts';
import { demoContactCards, demoFaqs, demoOfferBanners } from './content-data.ts';
import { demoProducts } from './products-data.ts';

/** The demo's texts as a shopper reads them: placeholders filled from the demo shop's settings. */
const DEMO_TERMS = {
  freeDeliveryFromPaise: 499_00,
  deliveryChargePaise: 49_00,
  codChargePaise: 0,
  returnDays: RETURN_WINDOW_DAYS,
};
const faqText = demoFaqs
  .map(([question, answer]) => fillShopTerms(`${question} ${answer}`, DEMO_TERMS))
  .join('\n');

describe('the demo shop’s words', () => {
  it('say delivery is free from ₹499 and ₹49 below, in the offer strip and the FAQ alike', () => {
    const strip = fillShopTerms(demoOfferBanners.join('\n'), DEMO_TERMS);
    for (const words of [strip, faqText]) {
      expect(words).toContain('₹499 or more');
      expect(words).toContain('₹49');
      expect(words).not.toMatch(/above ₹499/);
    }
  });

  it('name in the FAQ only products the shop sells', () => {
    expect(faqText).not.toMatch(/bakuchiol night cream/i);
    const named = [
      ...faqText.matchAll(/\bOur ((?:[A-Z][\w-]* )+(?:Cream|Serum|Cleanser|Lotion|Mask|Gel))\b/g),
    ];
    expect(named.map((match) => match[1])).toEqual(['Overnight Renewal Cream']);
    const sold = demoProducts.map((product) => product.name);
    for (const [, name] of named) expect(sold).toContain(name);
  });

  it('give the care team’s hours on the Call us card as the contact page does', () => {
    const call = demoContactCards.find((card) => card.key === 'phone')!;
    expect(call.description).toBe(`${messages.customerCareHours}.`);
  });
});

describe('migration 0012', () => {
  const file = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../drizzle/0012_storefront-content-agrees.sql',
  );
  const statements = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint');
  // Migration 0032's rewrites of the words 0012 wrote (its other statements create tables).
  const CHARGE_STATEMENTS = fs
    .readFileSync(path.join(path.dirname(file), '0032_email-codes-terms-search.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => /UPDATE "(offer_banners|faqs)"/.test(statement));
  const OLD_STRIP =
    'Free delivery on orders of ₹499 or more, ₹49 below | Use code PRIME10 for 10% off your first order';
  const OLD_SHIPPING_ANSWER =
    'Delivery is free on orders of ₹499 or more. Below that, a delivery charge of ₹49 is added, shown at checkout before you pay.';

  it('rewrites the seed’s first words and leaves what the staff wrote alone', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      await db
        .insert(t.offerBanners)
        .values([
          { text: 'Free shipping on orders above ₹499 | Use code PRIME10 for 10% off your first order' },
          { text: 'Diwali: free delivery on everything' },
        ]);
      await db.insert(t.faqs).values([
        {
          question: 'Is shipping free?',
          answer:
            'Shipping is free on orders above ₹499. Below that, a flat delivery charge is shown at checkout before you pay.',
        },
        { question: 'Who are you?', answer: 'A skincare brand from Pune.' },
      ]);
      for (const statement of statements) await db.execute(sql.raw(statement));

      const strip = await db
        .select({ text: t.offerBanners.text })
        .from(t.offerBanners)
        .orderBy(t.offerBanners.id);
      expect(strip.map((row) => row.text)).toEqual([OLD_STRIP, 'Diwali: free delivery on everything']);
      const answers = await db.select({ answer: t.faqs.answer }).from(t.faqs).orderBy(t.faqs.id);
      expect(answers.map((row) => row.answer)).toEqual([OLD_SHIPPING_ANSWER, 'A skincare brand from Pune.']);

      // Migration 0032 then turns those words into the placeholders the demo now holds.
      for (const statement of CHARGE_STATEMENTS) await db.execute(sql.raw(statement));
      const filled = await db
        .select({ text: t.offerBanners.text })
        .from(t.offerBanners)
        .orderBy(t.offerBanners.id);
      expect(filled.map((row) => row.text)).toEqual([
        demoOfferBanners[0],
        'Diwali: free delivery on everything',
      ]);
      const faqsNow = await db.select({ answer: t.faqs.answer }).from(t.faqs).orderBy(t.faqs.id);
      expect(faqsNow.map((row) => row.answer)).toEqual([demoFaqs[1]![1], 'A skincare brand from Pune.']);
    } finally {
      await database.close();
    }
  });
});
