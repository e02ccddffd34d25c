import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct, insertReview } from '../../db/factories.ts';
import { orderLines, orders, reviews, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
        r_verified: 0,
        reviewimages: [],
      },
      {
        r_id: reviewIds.byGuest,
        r_rating: 4,
        r_heading: 'Glow',
        r_comment: 'Skin looks brighter.',
        r_date: '2025-01-03T10:30:00.000Z',
        u_name: 'Ravi',
        r_verified: 0,
        reviewimages: [{ ri_image: 'uploads/reviews/a.webp' }, { ri_image: 'uploads/reviews/b.webp' }],
      },
      {
        r_id: reviewIds.anonymous,
        r_rating: 3,
        r_heading: 'Okay',
        r_comment: 'Fine.',
        r_date: '2025-01-01T10:30:00.000Z',
        u_name: 'Anonymous',
        r_verified: 0,
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

  it('answers a page of 20 when a page is asked for, every shown review without one', async () => {
    const db = t.database.db;
    const creams = await insertCategory(db, 'Creams');
    const busy = (await insertProduct(db, { name: 'Much Reviewed Cream', categoryId: creams })).id;
    const written: number[] = [];
    for (let n = 1; n <= 25; n += 1) {
      written.push(
        await insertReview(db, {
          productId: busy,
          rating: 5,
          heading: `Review ${n}`,
          comment: 'Good.',
          authorName: 'Meena',
          createdAt: new Date(Date.UTC(2025, 1, n)),
        }),
      );
    }
    await db.update(reviews).set({ status: 0 }).where(eq(reviews.id, written[24]!));
    const newestFirst = written.slice(0, 24).reverse();
    const ids = async (body: object) =>
      ((await t.post('list/review', { p_id: busy, ...body })).body.list as { r_id: number }[]).map(
        (review) => review.r_id,
      );

    expect(await ids({})).toEqual(newestFirst);
    expect(await ids({ page: 1 })).toEqual(newestFirst.slice(0, 20));
    expect(await ids({ page: '2' })).toEqual(newestFirst.slice(20));
    expect(await ids({ page: 3 })).toEqual([]);
    expect(await ids({ page: '' })).toEqual(newestFirst);
    const refused = await t.post('list/review', { p_id: busy, page: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('page');
  });
});

describe("list/review with a page: the product page's page and summary", () => {
  let rated = 0;
  // Newest first: 5 (photos), 1, 4 (photos), 5, 3 (photos), 1, 5; a hidden 5 with photos; 7 shown.
  const written: number[] = [];
  beforeAll(async () => {
    const db = t.database.db;
    const category = await insertCategory(db, 'Toners');
    rated = (await insertProduct(db, { name: 'Rose Toner', categoryId: category })).id;
    const photo = ['uploads/reviews/rose.webp'];
    const oldestFirst = [
      { rating: 5 },
      { rating: 1 },
      { rating: 3, images: photo },
      { rating: 5 },
      { rating: 4, images: photo },
      { rating: 1 },
      { rating: 5, images: photo },
    ];
    for (const [n, review] of oldestFirst.entries()) {
      written.unshift(
        await insertReview(db, {
          productId: rated,
          heading: `Toner ${n + 1}`,
          comment: 'Fresh.',
          createdAt: new Date(Date.UTC(2025, 2, n + 1)),
          ...review,
        }),
      );
    }
    const hidden = await insertReview(db, {
      productId: rated,
      rating: 5,
      heading: 'Hidden',
      comment: 'Spam.',
      images: photo,
      createdAt: new Date(Date.UTC(2025, 2, 20)),
    });
    await db.update(reviews).set({ status: 0 }).where(eq(reviews.id, hidden));
  });
  const ask = (body: object) => t.post('list/review', { p_id: rated, ...body });
  const summary = {
    count: 7,
    // 24 / 7 = 3.428…, as the product's p_rating.
    average: 3.43,
    stars: [
      { stars: 5, count: 3 },
      { stars: 4, count: 1 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 2 },
    ],
    with_photos: 3,
  };
  const headings = (list: { r_heading: string }[]) => list.map((review) => review.r_heading);

  it('answers the page asked for with the count and summary of every shown review, hidden ones left out', async () => {
    const first = await ask({ page: 1, page_size: 2 });
    expect(first.status).toBe(200);
    expect(headings(first.body.list)).toEqual(['Toner 7', 'Toner 6']);
    expect(first.body.total).toBe(7);
    expect(first.body.summary).toEqual(summary);
    const last = await ask({ page: '4', page_size: '2' });
    expect(headings(last.body.list)).toEqual(['Toner 1']);
    expect({ total: last.body.total, summary: last.body.summary }).toEqual({ total: 7, summary });
    const product = await t.post('product/list', { p_id: rated });
    expect(product.body.list[0].p_rating).toBe(summary.average);
  });

  it('pages through the reviews with photos alone, the summary unchanged', async () => {
    const first = await ask({ page: 1, page_size: 2, with_photos: 1 });
    expect(headings(first.body.list)).toEqual(['Toner 7', 'Toner 5']);
    expect(first.body.list[0].reviewimages).toEqual([{ ri_image: 'uploads/reviews/rose.webp' }]);
    expect({ total: first.body.total, summary: first.body.summary }).toEqual({ total: 3, summary });
    expect(headings((await ask({ page: 2, page_size: 2, with_photos: '1' })).body.list)).toEqual(['Toner 3']);
    expect(headings((await ask({ page: 1, with_photos: 0 })).body.list)).toHaveLength(7);
  });

  it('answers an empty page past the end, and zeros for a product without reviews', async () => {
    const past = await ask({ page: 5, page_size: 2 });
    expect(past.status).toBe(200);
    expect({ list: past.body.list, total: past.body.total }).toEqual({ list: [], total: 7 });
    const none = await t.post('list/review', { p_id: 999999, page: 1 });
    expect(none.body).toEqual({
      result: true,
      message: 'Success',
      list: [],
      total: 0,
      summary: {
        count: 0,
        average: 0,
        stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
        with_photos: 0,
      },
    });
  });

  it('refuses a page size outside 1 to 50, and a page size or photo filter without a page', async () => {
    for (const page_size of [0, 51, 2.5, 'two']) {
      const refused = await ask({ page: 1, page_size });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { field: 'page_size', message: 'Page size must be a whole number from 1 to 50.' },
      ]);
    }
    for (const body of [{ page_size: 2 }, { with_photos: 1 }]) {
      const refused = await ask(body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { field: 'page', message: 'Ask for a page to use page_size or with_photos.' },
      ]);
    }
  });
});

describe('list/review: the verified-purchase mark', () => {
  let otherProductId = 0;
  const orderLine = async (
    userId: number,
    product: number,
    deliveryStatus: string,
    paid: 'cod' | 'online' = 'cod',
  ) => {
    const db = t.database.db;
    const [order] = await db
      .insert(orders)
      .values({
        userId,
        amountPaise: 49_900,
        paymentMethod: paid,
        paymentStatus: paid === 'cod' ? 'cod' : 'paid',
        name: 'Asha Rao',
        email: 'asha@example.in',
        mobile: '9876543210',
        address: '4 Park Street',
        state: 'West Bengal',
        pincode: '700016',
      })
      .returning({ id: orders.id });
    const [line] = await db
      .insert(orderLines)
      .values({
        orderId: order!.id,
        productId: product,
        productName: 'Vitamin C Serum',
        grams: 50,
        quantity: 1,
        unitPricePaise: 49_900,
        unitMrpPaise: 59_900,
        deliveryStatus,
      })
      .returning({ id: orderLines.id });
    return line!.id;
  };
  const reviewer = async (name: string) => {
    const [user] = await t.database.db
      .insert(users)
      .values({ name, email: `${name.toLowerCase()}@example.in`, passwordHash: 'not-used-here' })
      .returning({ id: users.id });
    const reviewId = await insertReview(t.database.db, {
      productId: otherProductId,
      userId: user!.id,
      rating: 4,
      heading: `By ${name}`,
      comment: 'Works.',
    });
    return { userId: user!.id, reviewId };
  };
  const marks = async () => {
    const { body } = await t.post('list/review', { p_id: otherProductId });
    return Object.fromEntries(
      (body.list as { r_heading: string; r_verified: number }[]).map((r) => [r.r_heading, r.r_verified]),
    );
  };

  it('marks a writer who received the product or paid for it online, not a fresh cash-on-delivery order', async () => {
    const category = await insertCategory(t.database.db, 'Sunscreens');
    otherProductId = (await insertProduct(t.database.db, { name: 'Sunscreen', categoryId: category })).id;
    const delivered = await reviewer('Delivered');
    const paid = await reviewer('Paid');
    const confirmed = await reviewer('Confirmed');
    const shipped = await reviewer('Shipped');
    const pending = await reviewer('Pending');
    const cancelled = await reviewer('Cancelled');
    const elsewhere = await reviewer('Elsewhere');
    await reviewer('Never');
    await orderLine(delivered.userId, otherProductId, 'Delivered');
    const paidLine = await orderLine(paid.userId, otherProductId, 'Order confirmed', 'online');
    await orderLine(confirmed.userId, otherProductId, 'Order confirmed');
    await orderLine(shipped.userId, otherProductId, 'Shipped');
    await orderLine(pending.userId, otherProductId, 'Payment pending');
    await orderLine(cancelled.userId, otherProductId, 'Cancelled');
    await orderLine(elsewhere.userId, productId, 'Delivered');

    expect(await marks()).toEqual({
      'By Delivered': 1,
      'By Paid': 1,
      'By Confirmed': 0,
      'By Shipped': 0,
      'By Pending': 0,
      'By Cancelled': 0,
      'By Elsewhere': 0,
      'By Never': 0,
    });

    // Worked out on each read: a cancelled order takes the mark away.
    await t.database.db
      .update(orderLines)
      .set({ deliveryStatus: 'Cancelled' })
      .where(eq(orderLines.id, paidLine));
    expect((await marks())['By Paid']).toBe(0);
  });
});
