import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct, insertReview } from '../../db/factories.ts';
import { reviews, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliveryDays } from './delivery-estimate.ts';
import { DELIVERY_ZONES } from './delivery-zones.ts';

let t: TestApp;
let productId = 0;
const reviewIds = { byUser: 0, byGuest: 0, anonymous: 0, hidden: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const category = await insertCategory(db, 'Serums');
  productId = (await insertProduct(db, { name: 'Vitamin C Serum', categoryId: category })).id;
  const [user] = await db
    .insert(users)
    .values({ name: 'Asha Rao', email: 'asha@example.in', passwordHash: 'not-used-here' })
    .returning({ id: users.id });
  const day = (n: number) => new Date(Date.UTC(2025, 0, n, 10, 30));
  reviewIds.byGuest = await insertReview(db, {
    productId,
    rating: 4,
    heading: 'Glow',
    comment: 'Skin looks brighter.',
    authorName: 'Ravi',
    images: ['uploads/reviews/a.webp', 'uploads/reviews/b.webp'],
    createdAt: day(3),
  });
  reviewIds.byUser = await insertReview(db, {
    productId,
    rating: 5,
    heading: 'Love it',
    comment: 'Second bottle.',
    userId: user!.id,
    authorName: 'ignored',
    createdAt: day(5),
  });
  reviewIds.anonymous = await insertReview(db, {
    productId,
    rating: 3,
    heading: 'Okay',
    comment: 'Fine.',
    authorName: '  ',
    createdAt: day(1),
  });
  reviewIds.hidden = await insertReview(db, {
    productId,
    rating: 1,
    heading: 'Spam',
    comment: 'Spam.',
    createdAt: day(6),
  });
  await db.update(reviews).set({ status: 0 }).where(eq(reviews.id, reviewIds.hidden));
});
afterAll(() => t.close());

describe('list/review', () => {
  it('lists published reviews newest first, named by user, author or Anonymous', async () => {
    const response = await t.post('list/review', { p_id: String(productId) });
    expect(response.status).toBe(200);
    expect(response.body.list).toEqual([
      {
        r_id: reviewIds.byUser,
        r_rating: 5,
        r_heading: 'Love it',
        r_comment: 'Second bottle.',
        r_date: '2025-01-05T10:30:00.000Z',
        u_name: 'Asha Rao',
        reviewimages: [],
      },
      {
        r_id: reviewIds.byGuest,
        r_rating: 4,
        r_heading: 'Glow',
        r_comment: 'Skin looks brighter.',
        r_date: '2025-01-03T10:30:00.000Z',
        u_name: 'Ravi',
        reviewimages: [{ ri_image: 'uploads/reviews/a.webp' }, { ri_image: 'uploads/reviews/b.webp' }],
      },
      {
        r_id: reviewIds.anonymous,
        r_rating: 3,
        r_heading: 'Okay',
        r_comment: 'Fine.',
        r_date: '2025-01-01T10:30:00.000Z',
        u_name: 'Anonymous',
        reviewimages: [],
      },
    ]);
  });

  it('answers an empty list for a product without reviews, and 400 without a p_id', async () => {
    expect((await t.post('list/review', { p_id: 999999 })).body.list).toEqual([]);
    const missing = await t.post('list/review', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('p_id');
    // Beyond the database's integer range: a client error, not a failed query.
    const tooBig = await t.post('list/review', { p_id: '2147483648' });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors[0].field).toBe('p_id');
  });
});

describe('list/delivery-time', () => {
  const days = async (pincode: unknown) => {
    const response = await t.post('list/delivery-time', { pincode });
    expect(response.status).toBe(200);
    return response.body.data as number;
  };

  it('answers whole days, quicker to Mumbai than to Imphal', async () => {
    const mumbai = await days('400001');
    const imphal = await days(795001);
    expect(Number.isInteger(mumbai)).toBe(true);
    expect(mumbai).toBe(1);
    expect(imphal).toBeGreaterThan(mumbai);
  });

  it('never promises a farther zone sooner than a nearer one', async () => {
    const route = [
      '400001',
      '411001',
      '440001',
      '416001',
      '380001',
      '560001',
      '110001',
      '171001',
      '795001',
      '744101',
    ];
    const promised = await Promise.all(route.map(days));
    expect(promised).toEqual([...promised].sort((a, b) => a - b));
    expect(promised[0]).toBeLessThan(promised[promised.length - 1]!);
  });

  it.each([['12345'], ['012345'], ['abcdef'], [4000011], [undefined], ['']])(
    'refuses the pincode %j with the exact message',
    async (pincode) => {
      const response = await t.post('list/delivery-time', pincode === undefined ? {} : { pincode });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        result: false,
        message: 'Please enter a valid 6-digit pincode.',
        errors: [{ field: 'pincode', message: 'Please enter a valid 6-digit pincode.' }],
      });
    },
  );
});

describe('delivery zone table', () => {
  it('lists zones nearest first with days that never decrease', () => {
    const zoneDays = DELIVERY_ZONES.map((zone) => zone.days);
    expect(zoneDays).toEqual([...zoneDays].sort((a, b) => a - b));
  });

  it('lets the longer prefix win: Goa and Sikkim are not their neighbours', () => {
    expect(deliveryDays('403001')).toBe(3); // Goa, inside Maharashtra's 40
    expect(deliveryDays('737101')).toBeGreaterThan(deliveryDays('700001')); // Gangtok vs Kolkata
    expect(deliveryDays('682555')).toBeGreaterThan(deliveryDays('682001')); // Kavaratti vs Kochi
  });
});
