// add/review as a shopper and as an attacker would call it: every rule and refusal, what is stored
// (and that nothing is when any part is refused, files included), and the product's rating and count.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderLines, reviewImages, reviews } from '../../db/schema.ts';
import { multipartBody, type TestFile } from '../../test/multipart-body.ts';
import { guestOrder, makeProduct, makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp, type TestResponse } from '../../test/test-app.ts';

let t: TestApp;
let shopper: Shopper;
let productId = 0;

beforeAll(async () => {
  t = await createTestApp();
  productId = (await makeProduct(t.database.db)).id;
});
// A shopper of each test's own: reviews are counted per account and hour (10 at most).
beforeEach(async () => {
  shopper = await makeShopper(t.database.db);
});
afterAll(() => t.close());

const png = (colour: string) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();
const photo = async (colour = '#1F3A34', filename = 'skin.png'): Promise<TestFile> => ({
  field: 'images',
  filename,
  bytes: await png(colour),
  type: 'image/png',
});

/** The fields of a valid review by `who` of `product`, with `overrides` (undefined drops a field). */
function fields(who: Shopper, product: number, overrides: Record<string, string | undefined> = {}) {
  const all: Record<string, string | undefined> = {
    product_id: String(product),
    user_id: String(who.id),
    heading: 'Calmer skin in two weeks',
    comment: 'The redness on my cheeks settled and it layers well under sunscreen.',
    rating: '5',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

async function postReview(
  form: Record<string, string>,
  files: TestFile[] = [],
  headers: Record<string, string> = shopper.auth,
): Promise<TestResponse> {
  const { payload, headers: formHeaders } = await multipartBody(form, files);
  const response = await t.app.inject({
    method: 'POST',
    url: '/prime/add/review',
    headers: { ...formHeaders, ...headers },
    payload,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const list = async (product: number) => (await t.post('list/review', { p_id: product })).body.list;
const uploadsDir = () => path.join(t.config.dataDir, 'uploads', 'reviews');
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
const reviewRows = async () => (await t.database.db.select().from(reviews)).length;
const imageRows = async () => (await t.database.db.select().from(reviewImages)).length;

/** Runs `refused` and checks it changed nothing: no review, no photo row, no file. */
async function expectNothingStored(refused: () => Promise<TestResponse>): Promise<TestResponse> {
  const before = { reviews: await reviewRows(), images: await imageRows(), files: storedFiles() };
  const response = await refused();
  expect(response.body.result).toBe(false);
  expect({ reviews: await reviewRows(), images: await imageRows(), files: storedFiles() }).toEqual(before);
  return response;
}

describe('add/review: who may write', () => {
  it('refuses a guest with 401 and reads no photo', async () => {
    const response = await expectNothingStored(() =>
      postReview(
        fields(shopper, productId),
        [{ field: 'images', filename: 'a.png', bytes: Buffer.from('x') }],
        {},
      ),
    );
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Please log in to continue.');
    const unknownToken = await postReview(fields(shopper, productId), [], { authorization: 'Bearer nope' });
    expect(unknownToken.status).toBe(401);
  });

  it("refuses another user's id with 403, in the form or the header", async () => {
    const other = await makeShopper(t.database.db);
    for (const field of ['user_id', 'u_id', 'userid']) {
      const response = await expectNothingStored(async () =>
        postReview({ ...fields(shopper, productId, { user_id: undefined }), [field]: String(other.id) }, [
          await photo(),
        ]),
      );
      expect(response.status, field).toBe(403);
    }
    const header = await postReview(fields(shopper, productId, { user_id: undefined }), [], {
      ...shopper.auth,
      user_id: String(other.id),
    });
    expect(header.status).toBe(403);
  });

  it('answers 404 for an unknown or inactive product', async () => {
    const inactive = (await makeProduct(t.database.db, undefined, { status: 0 })).id;
    for (const product of [999_999, inactive]) {
      const response = await expectNothingStored(async () =>
        postReview(fields(shopper, product), [await photo()]),
      );
      expect(response.status).toBe(404);
    }
  });
});

describe('add/review: the form', () => {
  it('needs a heading and a comment; the message is the first rule broken and errors list each field', async () => {
    const response = await expectNothingStored(() =>
      postReview(fields(shopper, productId, { heading: '   ', comment: undefined })),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter a heading for your review.');
    expect(response.body.errors).toEqual([
      { field: 'heading', message: 'Please enter a heading for your review.' },
      { field: 'comment', message: 'Please write your review.' },
    ]);
  });

  it.each(['0', '6', '4.5', '-1', 'five', '', undefined])('refuses the rating %j', async (rating) => {
    const response = await expectNothingStored(() => postReview(fields(shopper, productId, { rating })));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please rate the product from 1 to 5 stars.');
    expect(response.body.errors).toEqual([
      { field: 'rating', message: 'Please rate the product from 1 to 5 stars.' },
    ]);
  });

  it('refuses a missing product id, over-long text and the NUL character', async () => {
    const noProduct = await postReview(fields(shopper, productId, { product_id: undefined }));
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.errors).toEqual([
      { field: 'product_id', message: 'Please say which product you are reviewing.' },
    ]);
    const long = await postReview(fields(shopper, productId, { heading: 'a'.repeat(151) }));
    expect(long.body.message).toBe('The heading can be at most 150 characters.');
    const nul = await postReview(fields(shopper, productId, { comment: 'ok\0' }));
    expect(nul.status).toBe(400);
    expect(nul.body.errors[0].field).toBe('comment');
  });
});

describe('add/review: photos', () => {
  it('refuses a file that only claims to be an image, with the upload message', async () => {
    const fake = {
      field: 'images',
      filename: 'selfie.jpg',
      bytes: Buffer.from('not a picture'),
      type: 'image/jpeg',
    };
    const response = await expectNothingStored(async () =>
      postReview(fields(shopper, productId), [await photo(), fake]),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Only image files are allowed.');
  });

  it('refuses an SVG carrying a script, whatever it is called', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
    );
    for (const [filename, type] of [
      ['pic.svg', 'image/svg+xml'],
      ['pic.png', 'image/png'],
    ]) {
      const response = await expectNothingStored(() =>
        postReview(fields(shopper, productId), [{ field: 'images', filename: filename!, bytes: svg, type }]),
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Only image files are allowed.');
    }
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const big = Buffer.concat([await png('#C4704F'), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await expectNothingStored(async () =>
      postReview(fields(shopper, productId), [
        await photo(),
        { field: 'images', filename: 'big.png', bytes: big },
      ]),
    );
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Each image must be 5 MB or smaller.');
  });

  it('refuses a fifth photo with 413', async () => {
    const five = await Promise.all(
      ['#111111', '#222222', '#333333', '#444444', '#555555'].map((c) => photo(c)),
    );
    const response = await expectNothingStored(() => postReview(fields(shopper, productId), five));
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Please attach at most 4 images.');
  });

  it('stores up to 4 photos re-encoded as WebP, without the metadata they came with', async () => {
    const author = await makeShopper(t.database.db);
    const product = (await makeProduct(t.database.db)).id;
    const located = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#F4EDE4' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Home of Asha, 12 MG Road' } })
      .toBuffer();
    expect(located.includes('MG Road')).toBe(true);
    const files = [
      { field: 'images', filename: 'at-home.jpg', bytes: located, type: 'image/jpeg' },
      await photo('#1F3A34'),
      await photo('#C4704F'),
      await photo('#E7ECEA'),
    ];
    const response = await postReview(fields(author, product), files, author.auth);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ result: true, message: 'Review submitted successfully!' });

    const [review] = await list(product);
    expect(review.r_id).toBe(response.body.r_id);
    expect(review.reviewimages).toHaveLength(4);
    for (const { ri_image } of review.reviewimages as { ri_image: string }[]) {
      expect(ri_image).toMatch(/^uploads\/reviews\/[a-f0-9]{32}\.webp$/);
      const bytes = fs.readFileSync(path.join(t.config.dataDir, ri_image));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes('MG Road')).toBe(false);
      // Served by the store at /<path>.
      const served = await t.app.inject({ method: 'GET', url: `/${ri_image}` });
      expect(served.statusCode).toBe(200);
    }
  });
});

describe('add/review: what is stored and read back', () => {
  it('keeps markup as text, trimmed of outer spaces, and lists the review first with the author', async () => {
    const author = await makeShopper(t.database.db);
    const product = (await makeProduct(t.database.db)).id;
    const heading = '<img src=x onerror="alert(1)"> Best & "only"';
    const comment = "<script>alert('x')</script>\nSecond line <b>bold</b>";
    await postReview(fields(author, product, { heading: 'Earlier', rating: '3' }), [], author.auth);
    const other = await makeShopper(t.database.db);
    const response = await postReview(
      fields(other, product, { heading: `  ${heading}  `, comment: ` ${comment}\n`, rating: ' 4 ' }),
      [await photo()],
      other.auth,
    );
    expect(response.status).toBe(200);
    const reviewsOfProduct = await list(product);
    expect(reviewsOfProduct).toHaveLength(2);
    expect(reviewsOfProduct[0]).toMatchObject({
      r_id: response.body.r_id,
      r_rating: 4,
      r_heading: heading,
      // A form sends a line break as CRLF (as browsers do); the server keeps what arrived.
      r_comment: comment.replace('\n', '\r\n'),
      u_name: 'Asha Rao',
      r_verified: 0,
    });
    expect(Date.parse(reviewsOfProduct[0].r_date)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes the seed client JSON without photos, and ids as numbers', async () => {
    const author = await makeShopper(t.database.db);
    const response = await t.post(
      'add/review',
      { product_id: productId, user_id: author.id, heading: 'Nice', comment: 'Light.', rating: 4 },
      author.auth,
    );
    expect(response.status).toBe(200);
  });

  it("replaces the shopper's earlier review of the product, its photos and their files", async () => {
    const author = await makeShopper(t.database.db);
    const product = (await makeProduct(t.database.db)).id;
    const first = await postReview(
      fields(author, product, { heading: 'First', rating: '2' }),
      [await photo()],
      author.auth,
    );
    const [firstPhoto] = (await list(product))[0].reviewimages;
    expect(fs.existsSync(path.join(t.config.dataDir, firstPhoto.ri_image))).toBe(true);
    // Read (and so kept in this process's answer cache) before the review is replaced.
    const [before] = (await t.post('product/list', { p_id: product })).body.list;
    expect(before).toMatchObject({ p_rating: 2, reviewcount: 1 });

    const second = await postReview(
      fields(author, product, { heading: 'Second thoughts', rating: '5' }),
      [await photo('#C4704F'), await photo('#E7ECEA')],
      author.auth,
    );
    expect(second.status).toBe(200);
    expect(second.body.r_id).toBe(first.body.r_id);
    const after = await list(product);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ r_heading: 'Second thoughts', r_rating: 5 });
    expect(after[0].reviewimages).toHaveLength(2);
    expect(fs.existsSync(path.join(t.config.dataDir, firstPhoto.ri_image))).toBe(false);
    // The product's next answer counts the new rating at once, cache or not.
    const [shown] = (await t.post('product/list', { p_id: product })).body.list;
    expect(shown).toMatchObject({ p_rating: 5, reviewcount: 1 });
  });

  it('does not replace a review the team hid: 409, and the new photos are not kept', async () => {
    const author = await makeShopper(t.database.db);
    const product = (await makeProduct(t.database.db)).id;
    const first = await postReview(fields(author, product, { heading: 'Spam' }), [], author.auth);
    await t.database.db.update(reviews).set({ status: 0 }).where(eq(reviews.id, first.body.r_id));
    const response = await expectNothingStored(async () =>
      postReview(fields(author, product, { heading: 'Again' }), [await photo()], author.auth),
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'Your earlier review of this product was hidden by our team, so it cannot be replaced.',
    );
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, first.body.r_id));
    expect(row).toMatchObject({ heading: 'Spam', status: 0 });
  });

  it('marks the review of a shopper whose order of the product was delivered as a verified purchase', async () => {
    const buyer = await makeShopper(t.database.db);
    const product = await makeProduct(t.database.db);
    const order = await t.post(
      'add/order',
      guestOrder([{ product_id: product.id, quantity: 1 }], 499, { u_id: String(buyer.id) }),
      buyer.auth,
    );
    expect(order.status).toBe(200);
    await t.database.db
      .update(orderLines)
      .set({ deliveryStatus: 'Delivered' })
      .where(eq(orderLines.orderId, order.body.order_id));
    await postReview(fields(buyer, product.id), [], buyer.auth);
    const browser = await makeShopper(t.database.db);
    await postReview(fields(browser, product.id, { heading: 'Just looking' }), [], browser.auth);
    const marks = (await list(product.id)).map((r: { r_heading: string; r_verified: number }) => [
      r.r_heading,
      r.r_verified,
    ]);
    expect(marks).toEqual([
      ['Just looking', 0],
      ['Calmer skin in two weeks', 1],
    ]);
  });
});

describe('add/review: the product rating', () => {
  it('keeps p_rating and reviewcount exact when many shoppers review at once', async () => {
    const product = (await makeProduct(t.database.db)).id;
    const ratings = [5, 4, 4, 3, 5, 1, 2, 5, 4, 3, 5, 4];
    const writers = await Promise.all(ratings.map(() => makeShopper(t.database.db)));
    const answers = await Promise.all(
      writers.map((writer, i) =>
        postReview(fields(writer, product, { rating: String(ratings[i]) }), [], writer.auth),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(ratings.map(() => 200));
    // Two posts of one shopper at once end as one review.
    const twice = await makeShopper(t.database.db);
    await Promise.all([
      postReview(fields(twice, product, { rating: '1' }), [], twice.auth),
      postReview(fields(twice, product, { rating: '1' }), [], twice.auth),
    ]);
    const all = [...ratings, 1];
    const mean = Math.round((all.reduce((s, r) => s + r, 0) * 100) / all.length) / 100;
    const [shown] = (await t.post('product/list', { p_id: product })).body.list;
    expect(shown).toMatchObject({ reviewcount: all.length, p_rating: mean });
    expect(await list(product)).toHaveLength(all.length);
  });
});

describe('add/review: how many', () => {
  it('takes 10 reviews an hour from one account; the 11th is refused 429 with Retry-After, its photo unread', async () => {
    const writer = await makeShopper(t.database.db);
    const products = await Promise.all(Array.from({ length: 11 }, () => makeProduct(t.database.db)));
    for (const product of products.slice(0, 10)) {
      expect((await postReview(fields(writer, product.id), [], writer.auth)).status).toBe(200);
    }
    const refused = await expectNothingStored(async () =>
      postReview(fields(writer, products[10]!.id), [await photo()], writer.auth),
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You can send at most 10 reviews an hour. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another account is not held back by it.
    const other = await makeShopper(t.database.db);
    expect((await postReview(fields(other, products[10]!.id), [], other.auth)).status).toBe(200);
  });
});
