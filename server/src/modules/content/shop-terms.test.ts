// Words that state the charges and the return window come from the settings: the offer strip and the
// FAQ hold placeholders the server fills from the settings as they are now, so a change in the console
// shows in them at once (issue 29, item 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillShopTerms, RETURN_WINDOW_DAYS } from '@prime/contract';
import { demoFaqs, demoOfferBanners } from '../../db/seed/content-data.ts';
import { faqs, offerBanners } from '../../db/schema.ts';
import { makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeShopper(t.database.db, 'admin');
  await t.database.db.insert(offerBanners).values([
    { text: '{delivery_terms} | Made in India', sortOrder: 1 },
    { text: 'Cash on delivery: {cod_fee} | Easy returns within {return_days} days', sortOrder: 2 },
  ]);
  await t.database.db
    .insert(faqs)
    .values({ question: 'Is shipping free?', answer: '{delivery_terms}; braces {like this} stay.' });
});
afterAll(() => t.close());

const strip = async () =>
  ((await t.post('list/offer-banner')).body.list as { ob_text: string }[]).map((row) => row.ob_text);

describe('texts that state charges', () => {
  it('say the settings’ values (the return window too), and the new ones as soon as staff save them', async () => {
    expect(await strip()).toEqual([
      'Free delivery on orders of ₹499 or more, ₹49 below | Made in India',
      `Cash on delivery: no extra charge | Easy returns within ${RETURN_WINDOW_DAYS} days`,
    ]);
    const saved = await t.post(
      'admin/settings/save',
      {
        free_delivery_from: 999,
        delivery_charge: 79,
        cod_charge: 30,
        low_stock_at: 5,
        staff_email: null,
        return_days: 10,
      },
      admin.auth,
    );
    expect(saved.status).toBe(200);
    expect(await strip()).toEqual([
      'Free delivery on orders of ₹999 or more, ₹79 below | Made in India',
      'Cash on delivery: ₹30 extra | Easy returns within 10 days',
    ]);
    const faq = (await t.post('list/faq')).body.list[0];
    expect(faq.fq_answers).toBe(
      'Free delivery on orders of ₹999 or more, ₹79 below; braces {like this} stay.',
    );
  });

  it('say free delivery on every order when nothing is charged', () => {
    const free = { freeDeliveryFromPaise: 0, deliveryChargePaise: 4900, codChargePaise: 0, returnDays: 7 };
    expect(fillShopTerms('{delivery_terms}', free)).toBe('Free delivery on every order');
  });

  it('are never typed by hand in the demo content: no amount or day count next to delivery, COD or returns', () => {
    const texts = [
      ...demoOfferBanners.flatMap((text) => text.split('|')),
      ...demoFaqs.map(([, answer]) => answer),
    ];
    const stated = texts.filter(
      (text) => /(deliver|cash on|return)/i.test(text) && /(₹\s?\d|\d+\s*(–|-)?\s*\d*\s*days)/.test(text),
    );
    expect(stated).toEqual([]);
  });
});
