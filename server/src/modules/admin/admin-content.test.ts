// The console's content lists, categories, concerns and product galleries: each change shows in the
// storefront's lists on the next request, is recorded in the audit log, and bad input changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { multipartBody, type TestFile } from '../../test/multipart-body.ts';
import { makeProduct, makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Shopper;
let png: Buffer;

async function upload(url: string, fields: Record<string, string>, files: TestFile[], who: Shopper = admin) {
  const { payload, headers } = await multipartBody(fields, files);
  const answer = await t.app.inject({
    method: 'POST',
    url: `/prime/${url}`,
    payload,
    headers: { ...headers, ...who.auth },
  });
  return { status: answer.statusCode, body: answer.json() };
}
const photo = (bytes: Buffer = png): TestFile => ({
  field: 'image',
  filename: 'photo.png',
  bytes,
  type: 'image/png',
});
const uploadImage = async () => (await upload('admin/image/upload', {}, [photo()])).body.image as string;
const publicList = async (path: string) => (await t.post(path)).body.list;
const stored = (image: string) => fs.existsSync(path.join(t.config.dataDir, image));

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeShopper(t.database.db, 'admin');
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1F3A34' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

describe('content lists', () => {
  it('records each image upload in the audit log, with who uploaded what', async () => {
    const image = await uploadImage();
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `image:${image}`));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'image.upload',
      actorEmail: admin.email,
      targetKind: 'image',
      before: null,
      after: { image },
    });
    const listed = (await t.post('admin/audit/list', { kind: 'image' }, admin.auth)).body;
    expect(listed.list.map((entry: { a_target: string }) => entry.a_target)).toContain(`image:${image}`);
  });

  it('uploads an image and saves a banner with it: list/banner shows it at once; b_status 0 keeps it off', async () => {
    const image = await uploadImage();
    expect(image).toMatch(/^uploads\/content\/[a-f0-9]{32}\.webp$/);
    expect(stored(image)).toBe(true);
    const saved = await t.post(
      'admin/banner/save',
      {
        b_title: 'MONSOON',
        b_heading: 'Light gels for humid days',
        b_description: '',
        b_image: image,
        b_status: 1,
        b_link: '/search?q=gel',
      },
      admin.auth,
    );
    expect(saved.status).toBe(200);
    const id = saved.body.id;
    expect(await publicList('list/banner')).toEqual([
      {
        b_id: id,
        b_title: 'MONSOON',
        b_heading: 'Light gels for humid days',
        b_description: '',
        b_image: image,
        b_status: 1,
        b_link: '/search?q=gel',
      },
    ]);
    // BUY NOW leads only within the shop.
    const away = await t.post(
      'admin/banner/save',
      { b_title: 'X', b_heading: 'Y', b_image: image, b_link: 'https://evil.example/' },
      admin.auth,
    );
    expect(away.status).toBe(400);
    expect(away.body.errors).toEqual([
      { field: 'b_link', message: expect.stringContaining('address in this shop') },
    ]);
    await t.post(
      'admin/banner/save',
      { b_id: id, b_title: 'MONSOON', b_heading: 'Light gels', b_image: image, b_status: 0 },
      admin.auth,
    );
    expect((await publicList('list/banner'))[0]).toMatchObject({ b_heading: 'Light gels', b_status: 0 });

    const [created, changed] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `banner:${id}`))
      .orderBy(auditLog.id);
    expect(created).toMatchObject({ action: 'content.save', before: null });
    expect(changed!.before).toMatchObject({ b_status: 1 });
    expect(changed!.after).toMatchObject({ b_status: 0 });
  });

  it('refuses an image path the server does not hold, or one outside uploads/, and a link that is not one', async () => {
    const missing = await t.post(
      'admin/banner/save',
      { b_title: 'X', b_heading: 'Y', b_image: 'uploads/content/nothing.webp' },
      admin.auth,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { field: 'b_image', message: 'This image is not on the server. Upload it again.' },
    ]);
    const outside = await t.post(
      'admin/banner/save',
      { b_title: 'X', b_heading: 'Y', b_image: '../../etc/passwd' },
      admin.auth,
    );
    expect(outside.status).toBe(400);
    const partner = await t.post(
      'admin/partner/save',
      { pt_name: 'Clinic', pt_image: await uploadImage(), pt_link: 'javascript:alert(1)' },
      admin.auth,
    );
    expect(partner.body.errors).toEqual([
      { field: 'pt_link', message: 'A link starts with https:// or http://.' },
    ]);
    expect(await publicList('list/partners')).toEqual([]);
  });

  it('orders a list (the FAQ) and deletes an item', async () => {
    const ids: number[] = [];
    for (const question of ['First?', 'Second?', 'Third?']) {
      ids.push(
        (await t.post('admin/faq/save', { fq_question: question, fq_answers: 'Yes.' }, admin.auth)).body.id,
      );
    }
    const reordered = await t.post(
      'admin/content/order',
      { kind: 'faq', ids: [ids[2], ids[0], ids[1]] },
      admin.auth,
    );
    expect(reordered.status).toBe(200);
    expect((await publicList('list/faq')).map((faq: { fq_question: string }) => faq.fq_question)).toEqual([
      'Third?',
      'First?',
      'Second?',
    ]);
    const partial = await t.post('admin/content/order', { kind: 'faq', ids: [ids[0], ids[1]] }, admin.auth);
    expect(partial.body.message).toBe('List every item of this list exactly once.');
    // Blog posts come newest first: there is no order of theirs to change.
    const blog = await t.post('admin/content/order', { kind: 'blog', ids: [] }, admin.auth);
    expect(blog.status).toBe(400);
    expect(blog.body.message).toBe('Blog posts are listed newest first; they have no order to change.');
    expect(blog.body.errors).toEqual([
      { field: 'kind', message: 'Blog posts are listed newest first; they have no order to change.' },
    ]);

    expect((await t.post('admin/content/delete', { kind: 'faq', id: ids[0] }, admin.auth)).status).toBe(200);
    expect((await publicList('list/faq')).map((faq: { fq_id: number }) => faq.fq_id)).toEqual([
      ids[2],
      ids[1],
    ]);
    const [gone] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'content.delete'));
    expect(gone).toMatchObject({ target: `faq:${ids[0]}`, after: null, before: { fq_question: 'First?' } });
    expect((await t.post('admin/content/delete', { kind: 'faq', id: ids[0] }, admin.auth)).status).toBe(404);
  });

  it('adds blog posts newest first, and saves the other lists in their public shapes', async () => {
    const image = await uploadImage();
    await t.post(
      'admin/blog/save',
      {
        bl_image: image,
        bl_name: 'Dr Rao',
        bl_heading: 'Older',
        bl_description: 'Text',
        bl_hashtags: '#spf',
      },
      admin.auth,
    );
    await t.post(
      'admin/blog/save',
      { bl_image: image, bl_name: 'Dr Rao', bl_heading: 'Newer', bl_description: 'Text' },
      admin.auth,
    );
    expect((await publicList('list/blog')).map((post: { bl_heading: string }) => post.bl_heading)).toEqual([
      'Newer',
      'Older',
    ]);
    await t.post(
      'admin/standard/save',
      { os_title: 'Tested', os_description: 'On Indian skin', os_image: image },
      admin.auth,
    );
    await t.post('admin/speciality/save', { osp_title: 'Vegan', osp_image: image }, admin.auth);
    await t.post(
      'admin/contact-card/save',
      { g_image: image, g_heading: 'Call us', g_description: '9 to 6', g_contact: '+91 80000 00000' },
      admin.auth,
    );
    expect(await publicList('list/listourstandard')).toEqual([
      expect.objectContaining({ os_title: 'Tested', os_image: image }),
    ]);
    expect(await publicList('list/our-specialities')).toEqual([
      expect.objectContaining({ osp_title: 'Vegan' }),
    ]);
    expect(await publicList('list/get_in_touch')).toEqual([
      expect.objectContaining({ g_contact: '+91 80000 00000' }),
    ]);
  });
});

describe('the offer strip and coupons', () => {
  it('advertises only active coupons: an unknown code is refused; a coupon switched off or ended takes its text off the strip, not out of the console', async () => {
    const refused = await t.post(
      'admin/offer-banner/save',
      { ob_text: 'Use code MONSOON25 for 25% off' },
      admin.auth,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Code MONSOON25 is not an active coupon. Save the coupon first.');
    const coupon = { code: 'MONSOON25', kind: 'percent', value: 25, active: 1 };
    await t.post('admin/coupon/save', coupon, admin.auth);
    const saved = await t.post(
      'admin/offer-banner/save',
      { ob_text: 'Use code MONSOON25 for 25% off' },
      admin.auth,
    );
    expect(saved.status).toBe(200);
    const strip = { ob_id: saved.body.id, ob_text: 'Use code MONSOON25 for 25% off' };
    expect(await publicList('list/offer-banner')).toEqual([strip]);
    const consoleList = async () =>
      (await t.post('admin/content/list', { kind: 'offer-banner' }, admin.auth)).body.list;

    // Switched off (any spelling of the code): the text leaves the storefront's strip at once, and the
    // console still lists it, to change or delete.
    const off = await t.post('admin/coupon/save', { ...coupon, code: 'monsoon25', active: 0 }, admin.auth);
    expect(off.status).toBe(200);
    expect(await publicList('list/offer-banner')).toEqual([]);
    expect(await consoleList()).toEqual([strip]);
    await t.post('admin/coupon/save', coupon, admin.auth);
    expect(await publicList('list/offer-banner')).toEqual([strip]);

    // Ended: off the strip too.
    await t.post('admin/coupon/save', { ...coupon, ends_at: '2024-01-31T23:59:00+05:30' }, admin.auth);
    expect(await publicList('list/offer-banner')).toEqual([]);
    expect(await consoleList()).toEqual([strip]);

    // The console orders and deletes the whole list, texts off the strip included.
    const other = await t.post(
      'admin/offer-banner/save',
      { ob_text: 'Free delivery above ₹499' },
      admin.auth,
    );
    const reordered = await t.post(
      'admin/content/order',
      { kind: 'offer-banner', ids: [other.body.id, saved.body.id] },
      admin.auth,
    );
    expect(reordered.status).toBe(200);
    expect((await consoleList()).map((item: { ob_id: number }) => item.ob_id)).toEqual([
      other.body.id,
      saved.body.id,
    ]);
    await t.post('admin/content/delete', { kind: 'offer-banner', id: saved.body.id }, admin.auth);
    expect(await consoleList()).toEqual([{ ob_id: other.body.id, ob_text: 'Free delivery above ₹499' }]);
  });

  it('lists every kind for the console in the shop’s order, blog posts newest first', async () => {
    for (const kind of ['banner', 'standard', 'speciality', 'faq', 'partner', 'contact-card', 'blog']) {
      const path = {
        banner: 'list/banner',
        standard: 'list/listourstandard',
        speciality: 'list/our-specialities',
        faq: 'list/faq',
        partner: 'list/partners',
        'contact-card': 'list/get_in_touch',
        blog: 'list/blog',
      }[kind]!;
      const answer = await t.post('admin/content/list', { kind }, admin.auth);
      expect([kind, answer.status]).toEqual([kind, 200]);
      expect([kind, answer.body.list]).toEqual([kind, await publicList(path)]);
    }
    expect((await t.post('admin/content/list', { kind: 'poster' }, admin.auth)).status).toBe(400);
  });
});

describe('categories and concerns', () => {
  it('adds, renames and deletes a category; one holding products cannot go', async () => {
    const added = await t.post('admin/category/save', { c_name: 'Sunscreens' }, admin.auth);
    const id = added.body.data.c_id;
    await t.post('admin/category/save', { c_id: id, c_name: 'Sun care' }, admin.auth);
    expect(await publicList('category/list')).toEqual(
      expect.arrayContaining([{ c_id: id, c_name: 'Sun care' }]),
    );
    const product = await makeProduct(t.database.db);
    const [row] = (await t.post('product/list', { p_id: product.id })).body.list;
    const inUse = await t.post('admin/category/delete', { c_id: row.p_category }, admin.auth);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe(
      'Products still belong to this category. Move them to another category first.',
    );
    expect((await t.post('admin/category/delete', { c_id: id }, admin.auth)).status).toBe(200);
    expect((await publicList('category/list')).map((c: { c_id: number }) => c.c_id)).not.toContain(id);
  });

  it('deletes a concern no product names; one still named cannot go', async () => {
    const added = await t.post('admin/concern/save', { cc_name: 'Open pores' }, admin.auth);
    const id = added.body.data.cc_id;
    const named = await t.post('admin/concern/save', { cc_name: 'Redness' }, admin.auth);
    const product = await makeProduct(t.database.db);
    const [row] = (await t.post('product/list', { p_id: product.id })).body.list;
    const moved = await t.post(
      'admin/product/save',
      {
        p_id: product.id,
        p_productname: row.p_productname,
        p_category: row.p_category,
        p_concern_category: named.body.data.cc_id,
        product_price: row.product_price,
      },
      admin.auth,
    );
    expect(moved.status).toBe(200);
    const inUse = await t.post('admin/concern/delete', { cc_id: named.body.data.cc_id }, admin.auth);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe(
      'Products still name this concern. Choose another concern for them first.',
    );
    expect((await t.post('admin/concern/delete', { cc_id: id }, admin.auth)).status).toBe(200);
    const concerns = (await t.post('concerncatogry/list')).body.data.map((c: { cc_id: number }) => c.cc_id);
    expect(concerns).not.toContain(id);
    expect(concerns).toContain(named.body.data.cc_id);
    const [gone] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'concern.delete'));
    expect(gone).toMatchObject({ target: `concern:${id}`, before: { cc_name: 'Open pores' }, after: null });
    expect((await t.post('admin/concern/delete', { cc_id: id }, admin.auth)).status).toBe(404);
  });

  it('saves a concern with its image', async () => {
    const image = await uploadImage();
    const saved = await t.post(
      'admin/concern/save',
      { cc_name: 'Pigmentation', cc_image: image },
      admin.auth,
    );
    expect(saved.status).toBe(200);
    const concerns = (await t.post('concerncatogry/list')).body.data;
    expect(concerns).toEqual(
      expect.arrayContaining([{ cc_id: saved.body.data.cc_id, cc_name: 'Pigmentation', cc_image: image }]),
    );
  });
});

describe('product galleries', () => {
  it('adds images in order, the first also p_image; reorders and removes them, removing the file', async () => {
    const product = await makeProduct(t.database.db);
    const first = await upload('admin/product/image', { p_id: String(product.id) }, [photo()]);
    expect(first.status).toBe(200);
    expect(first.body.pi_id).toEqual(expect.any(Number));
    const second = await upload('admin/product/image', { p_id: String(product.id) }, [photo()]);
    let [shown] = (await t.post('product/list', { p_id: product.id })).body.list;
    expect(shown.productimage.map((image: { pi_id: number }) => image.pi_id)).toEqual([
      first.body.pi_id,
      second.body.pi_id,
    ]);
    expect(shown.p_image).toBe(shown.productimage[0].pi_image);

    await t.post(
      'admin/product/image/order',
      { p_id: product.id, order: [second.body.pi_id, first.body.pi_id] },
      admin.auth,
    );
    [shown] = (await t.post('product/list', { p_id: product.id })).body.list;
    expect(shown.p_image).toBe(shown.productimage[0].pi_image);
    expect(shown.productimage[0].pi_id).toBe(second.body.pi_id);
    // An order that leaves an image out, or names one twice, is refused and changes nothing.
    for (const order of [[second.body.pi_id], [second.body.pi_id, second.body.pi_id]]) {
      const refused = await t.post('admin/product/image/order', { p_id: product.id, order }, admin.auth);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('List every image of the product exactly once.');
      expect(refused.body.errors).toEqual([
        { field: 'order', message: 'List every image of the product exactly once.' },
      ]);
    }
    [shown] = (await t.post('product/list', { p_id: product.id })).body.list;
    expect(shown.productimage[0].pi_id).toBe(second.body.pi_id);

    const file = shown.productimage[0].pi_image;
    const removed = await t.post('admin/product/image/delete', { pi_id: second.body.pi_id }, admin.auth);
    expect(removed.status).toBe(200);
    expect(stored(file)).toBe(false);
    [shown] = (await t.post('product/list', { p_id: product.id })).body.list;
    expect(shown.productimage.map((image: { pi_id: number }) => image.pi_id)).toEqual([first.body.pi_id]);
    expect(shown.p_image).toBe(shown.productimage[0].pi_image);

    const actions = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `product:${product.id}`))
      .orderBy(auditLog.id);
    expect(actions.map((entry) => entry.action)).toEqual([
      'product.image',
      'product.image',
      'product.image.order',
      'product.image.delete',
    ]);
  });

  it('refuses a file that is not an image or is over 5 MB, and a guest or customer before reading it', async () => {
    const product = await makeProduct(t.database.db);
    const folder = path.join(t.config.dataDir, 'uploads', 'products');
    const files = () => (fs.existsSync(folder) ? fs.readdirSync(folder).length : 0);
    const before = files();
    const fake = await upload('admin/product/image', { p_id: String(product.id) }, [
      photo(Buffer.from('<svg onload="alert(1)"/>')),
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Only image files are allowed.');
    const huge = await upload('admin/product/image', { p_id: String(product.id) }, [
      photo(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])),
    ]);
    expect(huge.status).toBe(413);
    const customer = await makeShopper(t.database.db);
    expect(
      (await upload('admin/product/image', { p_id: String(product.id) }, [photo()], customer)).status,
    ).toBe(403);
    expect((await upload('admin/image/upload', {}, [photo()], customer)).status).toBe(403);
    const [shown] = (await t.post('product/list', { p_id: product.id })).body.list;
    expect(shown.productimage).toEqual([]);
    expect(files()).toBe(before);
  });
});
