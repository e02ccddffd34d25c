// NOTIFY ME (docs/decisions/0024-notify-alerts.md): add/notify's rules, the console's count, the mail
// once per person when staff put an upcoming product on sale or a sold-out one back in stock, through
// the mail outbox, and the one-click cancel page.
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@prime/contract';
import { insertCategory, insertProduct } from '../../db/factories.ts';
import { mailOutbox, productAlerts } from '../../db/schema.ts';
import { queueProductAlerts } from '../../mail/product-alerts.ts';
import { makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
let categoryId: number;
let upcoming: number;
let soldOut: number;
let hidden: number;

const fromAddress = (address: string) => ({ 'x-forwarded-for': address });
const notify = (body: object, headers: Record<string, string> = {}) => t.post('add/notify', body, headers);
const mailsAbout = (name: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${name}%`))
    .orderBy(asc(mailOutbox.id));
const waiting = async (productId: number) =>
  (await t.post('admin/product/notify-count', { p_id: productId }, admin.auth)).body.waiting;

/** The admin/product/save body of a product, on sale or not, with `stock` units in its one pack. */
const saveBody = (p_id: number, name: string, stock: number, p_upcoming: 0 | 1) => ({
  p_id,
  p_productname: name,
  p_category: categoryId,
  p_concern_category: null,
  p_description: 'A test product.',
  p_how_it_works: '',
  p_how_to_use: '',
  p_suitable_for: '',
  p_material_content: '',
  p_upcoming,
  p_status: 1,
  ingredients: [],
  product_price: [{ pp_packet_size: 30, pp_prize: 900, pp_discount_prize: 800, pp_stocks: stock }],
});

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
  admin = await makeShopper(t.database.db, 'admin');
  categoryId = await insertCategory(t.database.db, 'Serums');
  const packs = [{ grams: 30, mrp: 900, price: 800, stock: 0 }];
  ({ id: upcoming } = await insertProduct(t.database.db, {
    categoryId,
    name: 'Launch Peptide Serum',
    slug: 'launch-peptide-serum',
    upcoming: 1,
    packs,
  }));
  ({ id: soldOut } = await insertProduct(t.database.db, {
    categoryId,
    name: 'Restock Ceramide Cream',
    slug: 'restock-ceramide-cream',
    packs,
  }));
  ({ id: hidden } = await insertProduct(t.database.db, {
    categoryId,
    name: 'Hidden Balm',
    status: 0,
    packs,
  }));
}, 120_000);
afterAll(() => t.close());

describe('add/notify', () => {
  it('keeps one alert per product and email, whatever the case, and says so', async () => {
    const first = await notify({ p_id: upcoming, email: 'Meera@Example.in' }, fromAddress('10.0.0.1'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ result: true, message: messages.notifySaved });
    expect(
      (await notify({ p_id: String(upcoming), email: 'meera@example.in' }, fromAddress('10.0.0.1'))).status,
    ).toBe(200);
    const rows = await t.database.db
      .select()
      .from(productAlerts)
      .where(eq(productAlerts.productId, upcoming));
    expect(rows.map((row) => row.email)).toEqual(['meera@example.in']);
    expect(await waiting(upcoming)).toBe(1);
  });

  it('takes the account’s email from a token when none is sent', async () => {
    const shopper = await makeShopper(t.database.db);
    const answer = await notify({ p_id: upcoming }, { ...shopper.auth, ...fromAddress('10.0.0.2') });
    expect(answer.status).toBe(200);
    expect(await waiting(upcoming)).toBe(2);
    const guest = await notify({ p_id: upcoming }, fromAddress('10.0.0.2'));
    expect(guest.status).toBe(400);
    expect(guest.body.errors).toEqual([{ field: 'email', message: 'Please enter your email address.' }]);
  });

  it('refuses a bad email, an unknown or hidden product', async () => {
    const bad = await notify({ p_id: upcoming, email: 'meera@' }, fromAddress('10.0.0.3'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address.' }]);
    expect((await notify({ p_id: hidden, email: 'a@b.in' }, fromAddress('10.0.0.3'))).status).toBe(404);
    expect((await notify({ p_id: 999_999, email: 'a@b.in' }, fromAddress('10.0.0.3'))).status).toBe(404);
  });

  it('takes 10 alerts an hour from one client address, then answers 429 with Retry-After', async () => {
    for (let at = 0; at < 10; at += 1) {
      expect(
        (await notify({ p_id: soldOut, email: `flood${at}@example.in` }, fromAddress('10.0.0.9'))).status,
      ).toBe(200);
    }
    const refused = await notify({ p_id: soldOut, email: 'flood10@example.in' }, fromAddress('10.0.0.9'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await notify({ p_id: soldOut, email: 'other@example.in' }, fromAddress('10.0.0.10'))).status,
    ).toBe(200);
    expect(await waiting(soldOut)).toBe(11);
  });

  it('refuses an alert for a product that can be bought now (409), keeps nothing and mails nothing', async () => {
    const { id: onSale } = await insertProduct(t.database.db, { categoryId, name: 'On Sale Toner' });
    const refused = await notify({ p_id: onSale, email: 'stranger@example.in' }, fromAddress('10.0.0.20'));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ result: false, message: messages.notifyOnSale });
    expect(await waiting(onSale)).toBe(0);
    await queueProductAlerts(t.database.db, t.config.publicUrl);
    expect(await mailsAbout('On Sale Toner')).toEqual([]);
  });

  it('gives one email at most 5 new alerts a day, from any address; asking again for a waiting one is free', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, async (_, n) => {
        const packs = [{ grams: 30, mrp: 900, price: 800, stock: 0 }];
        return (await insertProduct(t.database.db, { categoryId, name: `Capped Mask ${n}`, packs })).id;
      }),
    );
    for (let n = 0; n < 5; n += 1) {
      const from = fromAddress(`10.0.1.${n}`);
      expect((await notify({ p_id: ids[n], email: 'Target@Example.in' }, from)).status).toBe(200);
      expect((await notify({ p_id: ids[n], email: 'target@example.in' }, from)).status).toBe(200);
    }
    const capped = await notify({ p_id: ids[5], email: 'target@example.in' }, fromAddress('10.0.1.9'));
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe(messages.notifyRecipientLimit);
    expect(await waiting(ids[5]!)).toBe(0);
    expect(
      (await notify({ p_id: ids[5], email: 'someone@example.in' }, fromAddress('10.0.1.9'))).status,
    ).toBe(200);
  });

  it('the count is for admins only', async () => {
    const shopper = await makeShopper(t.database.db);
    expect((await t.post('admin/product/notify-count', { p_id: upcoming }, shopper.auth)).status).toBe(403);
    expect((await t.post('admin/product/notify-count', { p_id: upcoming })).status).toBe(401);
  });
});

describe('the NOTIFY ME mail', () => {
  it('goes once per alert: asked again while on sale is refused, asked again once sold out waits for the next restock', async () => {
    const packs = [{ grams: 30, mrp: 900, price: 800, stock: 0 }];
    const { id } = await insertProduct(t.database.db, { categoryId, name: 'Twice Sunscreen', packs });
    const ask = () => notify({ p_id: id, email: 'twice@example.in' }, fromAddress('10.0.2.1'));
    expect((await ask()).status).toBe(200);
    const save = (stock: number) =>
      t.post('admin/product/save', saveBody(id, 'Twice Sunscreen', stock, 0), admin.auth);
    expect((await save(4)).status).toBe(200);
    expect(await mailsAbout('Twice Sunscreen')).toHaveLength(1);
    // On sale: asking again arms nothing, and no round mails it again.
    for (let n = 0; n < 3; n += 1) expect((await ask()).status).toBe(409);
    await queueProductAlerts(t.database.db, t.config.publicUrl);
    await save(6);
    expect(await mailsAbout('Twice Sunscreen')).toHaveLength(1);
    // Sold out again, asked again: one more mail at the next restock.
    await save(0);
    expect((await ask()).status).toBe(200);
    await save(2);
    expect(await mailsAbout('Twice Sunscreen')).toHaveLength(2);
  });

  it('goes once to each waiting shopper when staff put an upcoming product on sale', async () => {
    // Saved still upcoming, or on sale without stock: nothing can be bought, nothing is mailed.
    expect(
      (await t.post('admin/product/save', saveBody(upcoming, 'Launch Peptide Serum', 5, 1), admin.auth))
        .status,
    ).toBe(200);
    expect(
      (await t.post('admin/product/save', saveBody(upcoming, 'Launch Peptide Serum', 0, 0), admin.auth))
        .status,
    ).toBe(200);
    expect(await mailsAbout('Launch Peptide Serum')).toEqual([]);

    expect(
      (await t.post('admin/product/save', saveBody(upcoming, 'Launch Peptide Serum', 5, 0), admin.auth))
        .status,
    ).toBe(200);
    const mails = await mailsAbout('Launch Peptide Serum');
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.recipient)).toContain('meera@example.in');
    expect(mails.every((mail) => mail.sentAt !== null)).toBe(true);
    const [mail] = mails;
    expect(mail!.textBody).toMatch(/See the product: http:\/\/[^\s]+\/products\/launch-peptide-serum/);
    expect(mail!.htmlBody).toMatch(/<a href="http:\/\/[^"]+\/alerts\/cancel\/[0-9a-f]{64}"/);
    expect(await waiting(upcoming)).toBe(0);

    // Saved again, or sold out and back: no second mail.
    await t.post('admin/product/save', saveBody(upcoming, 'Launch Peptide Serum', 0, 0), admin.auth);
    await t.post('admin/product/save', saveBody(upcoming, 'Launch Peptide Serum', 9, 0), admin.auth);
    expect(await mailsAbout('Launch Peptide Serum')).toHaveLength(2);
  });

  it('cancels with one click: a cancelled alert is not mailed when the product is back in stock', async () => {
    const [alert] = await t.database.db
      .select()
      .from(productAlerts)
      .where(eq(productAlerts.email, 'other@example.in'));
    const page = await t.app.inject({ method: 'GET', url: `/alerts/cancel/${alert!.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(messages.notifyCancelled);
    expect(page.body).toContain('/products/restock-ceramide-cream');
    expect(page.body).toContain('noindex');
    expect((await t.app.inject({ method: 'GET', url: `/alerts/cancel/${'0'.repeat(64)}` })).statusCode).toBe(
      404,
    );
    expect(await waiting(soldOut)).toBe(10);

    expect(
      (await t.post('admin/product/save', saveBody(soldOut, 'Restock Ceramide Cream', 3, 0), admin.auth))
        .status,
    ).toBe(200);
    const mails = await mailsAbout('Restock Ceramide Cream');
    expect(mails).toHaveLength(10);
    expect(mails.map((mail) => mail.recipient)).not.toContain('other@example.in');
  });
});
