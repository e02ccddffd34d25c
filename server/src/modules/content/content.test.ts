import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banners,
  blogPosts,
  contactCards,
  contactMessages,
  faqs,
  offerBanners,
  partners,
  specialities,
  standards,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { invalidateContentCache } from './content-lists.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(banners).values([
    { title: 'Hidden', heading: 'Old sale', image: 'uploads/banners/old.webp', status: 0, sortOrder: 2 },
    {
      title: 'Glow',
      heading: 'Science for your skin',
      description: 'New serums',
      image: 'uploads/banners/glow.webp',
      sortOrder: 1,
    },
  ]);
  await db.insert(offerBanners).values({ text: 'Free delivery above ₹499' });
  await db
    .insert(standards)
    .values({ title: 'Clinically tested', description: 'On Indian skin.', image: 'uploads/s.svg' });
  await db.insert(specialities).values({ title: 'Fragrance free', image: 'uploads/sp.svg' });
  await db.insert(faqs).values([
    { question: 'Second?', answer: 'B', sortOrder: 2 },
    { question: 'First?', answer: 'A', sortOrder: 1 },
  ]);
  await db.insert(partners).values({ name: 'Nykaa', image: 'uploads/p.svg', link: 'https://www.nykaa.com' });
  await db.insert(contactCards).values({
    image: 'uploads/g.svg',
    heading: 'Email us',
    description: 'Within a day',
    contact: 'care@prime.in',
  });
  await db.insert(blogPosts).values([
    {
      image: 'uploads/b1.webp',
      author: 'Dr. Mehta',
      heading: 'Older',
      description: 'D1',
      createdAt: new Date('2024-01-05T00:00:00Z'),
    },
    {
      image: 'uploads/b2.webp',
      author: 'Dr. Iyer',
      heading: 'Newer',
      description: 'D2',
      hashtags: 'spf,monsoon',
      createdAt: new Date('2024-06-01T08:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

describe('shop charges', () => {
  it('answers what delivery costs, for the cart’s free-delivery hint', async () => {
    const { status, body } = await t.post('shop/charges', {});
    expect(status).toBe(200);
    expect(body).toEqual({
      result: true,
      message: 'Success',
      data: { free_delivery_from: 499, delivery_charge: 49, cod_charge: 0, return_days: 7 },
    });
  });
});

describe('content lists', () => {
  it('lists every banner with its status, in the editor’s order', async () => {
    const response = await t.post('list/banner');
    expect(response.status).toBe(200);
    expect(response.body.list).toEqual([
      {
        b_id: expect.any(Number),
        b_title: 'Glow',
        b_heading: 'Science for your skin',
        b_description: 'New serums',
        b_image: 'uploads/banners/glow.webp',
        b_status: 1,
        b_link: '',
      },
      {
        b_id: expect.any(Number),
        b_title: 'Hidden',
        b_heading: 'Old sale',
        b_description: '',
        b_image: 'uploads/banners/old.webp',
        b_status: 0,
        b_link: '',
      },
    ]);
  });

  it('answers each footer and home list with the seed client’s field names', async () => {
    const lists = {
      'list/offer-banner': [{ ob_id: expect.any(Number), ob_text: 'Free delivery above ₹499' }],
      'list/listourstandard': [
        {
          os_id: expect.any(Number),
          os_title: 'Clinically tested',
          os_description: 'On Indian skin.',
          os_image: 'uploads/s.svg',
        },
      ],
      'list/our-specialities': [
        { osp_id: expect.any(Number), osp_image: 'uploads/sp.svg', osp_title: 'Fragrance free' },
      ],
      'list/faq': [
        { fq_id: expect.any(Number), fq_question: 'First?', fq_answers: 'A' },
        { fq_id: expect.any(Number), fq_question: 'Second?', fq_answers: 'B' },
      ],
      'list/partners': [
        {
          pt_id: expect.any(Number),
          pt_name: 'Nykaa',
          pt_image: 'uploads/p.svg',
          pt_link: 'https://www.nykaa.com',
        },
      ],
      'list/get_in_touch': [
        {
          g_id: expect.any(Number),
          g_image: 'uploads/g.svg',
          g_heading: 'Email us',
          g_description: 'Within a day',
          g_contact: 'care@prime.in',
        },
      ],
    };
    for (const [path, expected] of Object.entries(lists)) {
      const response = await t.post(path, {});
      expect(response.status, path).toBe(200);
      expect(response.body, path).toEqual({ result: true, message: 'Success', list: expected });
    }
  });

  it('lists blog posts newest first with ISO dates', async () => {
    const { body } = await t.post('list/blog');
    expect(body.list.map((post: { bl_heading: string }) => post.bl_heading)).toEqual(['Newer', 'Older']);
    expect(body.list[0]).toEqual({
      bl_id: expect.any(Number),
      bl_image: 'uploads/b2.webp',
      bl_name: 'Dr. Iyer',
      bl_heading: 'Newer',
      bl_description: 'D2',
      bl_hashtags: 'spf,monsoon',
      bl_created_at: '2024-06-01T08:00:00.000Z',
    });
  });

  it('shows an editor’s change once invalidateContentCache() is called', async () => {
    await t.post('list/offer-banner');
    await t.database.db.update(offerBanners).set({ text: 'Monsoon sale' });
    expect((await t.post('list/offer-banner')).body.list[0].ob_text).toBe('Free delivery above ₹499');
    invalidateContentCache();
    expect((await t.post('list/offer-banner')).body.list[0].ob_text).toBe('Monsoon sale');
  });
});

describe('add/contact', () => {
  const send = (body: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/prime/add/contact', payload: body, remoteAddress });

  it('stores the message, trimmed, with the client address', async () => {
    const response = await send(
      { name: ' Asha ', email: 'asha@example.in', message: 'Is the serum safe in pregnancy?' },
      '10.0.0.7',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, message: 'Message sent successfully!' });
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.clientAddress, '10.0.0.7'));
    expect(stored).toMatchObject({
      name: 'Asha',
      email: 'asha@example.in',
      message: 'Is the serum safe in pregnancy?',
    });
  });

  it('answers 400 with the first failing field’s message and every failing field', async () => {
    const empty = await send({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      result: false,
      message: 'Please enter your name.',
      errors: [
        { field: 'name', message: 'Please enter your name.' },
        { field: 'email', message: 'Please enter a valid email address.' },
        { field: 'message', message: 'Please enter a message.' },
      ],
    });
    const badEmail = await send({ name: 'Asha', email: 'asha@example', message: 'Hi' });
    expect(badEmail.json()).toMatchObject({ message: 'Please enter a valid email address.' });
    const blankMessage = await send({ name: 'Asha', email: 'asha@example.in', message: '   ' });
    expect(blankMessage.json()).toMatchObject({ message: 'Please enter a message.' });
  });

  it('refuses a message holding the NUL character with 400, storing nothing', async () => {
    const response = await send({ name: 'Asha', email: 'asha@example.in', message: 'Hi\u0000' }, '10.0.0.9');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'message', message: expect.any(String) }]);
    const stored = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.clientAddress, '10.0.0.9'));
    expect(stored).toEqual([]);
  });

  it('refuses the 21st message from one address within the hour with 429 and Retry-After', async () => {
    const body = { name: 'Ravi', email: 'ravi@example.in', message: 'Hello' };
    for (let n = 1; n <= 20; n += 1) expect((await send(body, '10.0.0.21')).statusCode).toBe(200);
    const refused = await send(body, '10.0.0.21');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    const stored = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.clientAddress, '10.0.0.21'));
    expect(stored).toHaveLength(20);
    expect((await send(body, '10.0.0.22')).statusCode).toBe(200);
  });
});
