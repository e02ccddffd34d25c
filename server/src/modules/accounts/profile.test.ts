import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  latestResetCode,
  multipartBody,
  readOutbox,
  registerAndLogin,
  type TestUser,
} from '../../test/account-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Upload = { field: string; filename: string; bytes: Buffer; type?: string };

async function editProfile(user: TestUser, fields: Record<string, string>, files: Upload[] = []) {
  const { payload, headers } = await multipartBody(fields, files);
  const response = await t.app.inject({
    method: 'POST',
    url: '/prime/edit/profile',
    headers: { ...headers, ...user.auth },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const profileOf = (user: TestUser) =>
  t.post('list/users', { u_id: user.id }, user.auth).then((response) => response.body.list[0]);

const pngWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1F3A34' } })
    .withExif({ IFD0: { Copyright: 'Asha Rao', ImageDescription: 'Taken at home' } })
    .png()
    .toBuffer();

describe('edit/profile', () => {
  it('saves name, email and mobile sent as multipart; a new email with the code mailed to it', async () => {
    const user = await registerAndLogin(t);
    const sent = await t.post('send/email-otp', { email: 'Asha.Menon@Example.in' }, user.auth);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('We sent a 4-digit code to your new email address.');
    const response = await editProfile(user, {
      u_id: String(user.id),
      name: ' Asha Rao Menon ',
      email: 'Asha.Menon@Example.in',
      mobile: '7012345678',
      email_otp: latestResetCode(t.config.dataDir, 'asha.menon@example.in'),
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toBe(true);
    expect(await profileOf(user)).toMatchObject({
      u_name: 'Asha Rao Menon',
      u_email: 'asha.menon@example.in',
      u_mobile: '7012345678',
    });
    const login = await t.post('login', { email: 'asha.menon@example.in', password: user.password });
    expect(login.status).toBe(200);
    const notice = readOutbox(t.config.dataDir).filter((mail) => mail.to === user.email);
    expect(notice.at(-1)?.subject).toBe('Your PRIME account email was changed');
  });

  it('accepts the same fields as JSON when there is no photo', async () => {
    const user = await registerAndLogin(t);
    const response = await t.post(
      'edit/profile',
      { name: 'Nila', email: user.email, mobile: 6012345678 },
      user.auth,
    );
    expect(response.status).toBe(200);
    expect((await profileOf(user)).u_mobile).toBe('6012345678');
  });

  it.each([
    [{ name: 'Al' }, 'Name must contain at least 3 letters only.'],
    [{ name: 'Asha9' }, 'Name must contain at least 3 letters only.'],
    [{ name: 'A  B ' }, 'Name must contain at least 3 letters only.'],
    [{ email: 'asha@example' }, 'Please enter a valid email address.'],
    [{ mobile: '5012345678' }, 'Phone must be a valid 10-digit Indian number.'],
    [{ mobile: '98765' }, 'Phone must be a valid 10-digit Indian number.'],
    [{ name: 'Al', email: 'x', mobile: '1' }, 'Name must contain at least 3 letters only.'],
    [{ email: 'x', mobile: '1' }, 'Please enter a valid email address.'],
  ])('refuses %j with the profile rule, in the order name, email, phone', async (change, message) => {
    const user = await registerAndLogin(t);
    const response = await editProfile(user, {
      name: 'Asha Rao',
      email: user.email,
      mobile: '9876543210',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("answers 409 for another account's email, whatever its case", async () => {
    const asha = await registerAndLogin(t);
    const ravi = await registerAndLogin(t);
    const response = await editProfile(asha, {
      name: 'Asha Rao',
      email: ravi.email.toUpperCase(),
      mobile: '9876543210',
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Email is already registered.');
    expect((await profileOf(asha)).u_email).toBe(asha.email);
  });

  it('answers 403 when u_id names another user and 401 without a login', async () => {
    const asha = await registerAndLogin(t);
    const ravi = await registerAndLogin(t);
    const fields = { u_id: String(ravi.id), name: 'Ravi Kumar', email: ravi.email, mobile: '9876543210' };
    expect((await editProfile(asha, fields)).status).toBe(403);
    expect((await editProfile({ ...asha, auth: {} }, fields)).status).toBe(401);
    expect((await profileOf(ravi)).u_name).toBe(ravi.name);
  });
});

describe('profile photo', () => {
  it('stores a PNG as WebP without its EXIF, served at the returned path; a new photo replaces the old file', async () => {
    const user = await registerAndLogin(t);
    const fields = { name: 'Asha Rao', email: user.email, mobile: '9876543210' };
    const bytes = await pngWithExif(40, 30);
    expect((await sharp(bytes).metadata()).exif).toBeDefined();

    const response = await editProfile(user, fields, [
      { field: 'image', filename: 'me.png', bytes, type: 'image/png' },
    ]);
    expect(response.status).toBe(200);
    const image: string = (await profileOf(user)).u_image;
    expect(image).toMatch(/^uploads\/profiles\/[a-f0-9]{32}\.webp$/);
    expect(response.body.data.u_image).toBe(image);

    const stored = fs.readFileSync(path.join(t.config.dataDir, image));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
    const served = await t.app.inject({ method: 'GET', url: `/${image}` });
    expect(served.statusCode).toBe(200);

    const again = await editProfile(user, fields, [{ field: 'image', filename: 'me2.png', bytes }]);
    expect(again.status).toBe(200);
    expect(again.body.data.u_image).not.toBe(image);
    expect(fs.existsSync(path.join(t.config.dataDir, image))).toBe(false);
  });

  it('scales a large photo down to 1600 px on its longer side', async () => {
    const user = await registerAndLogin(t);
    const bytes = await pngWithExif(2400, 1200);
    const response = await editProfile(user, { name: 'Asha Rao', email: user.email, mobile: '9876543210' }, [
      { field: 'image', filename: 'wide.png', bytes },
    ]);
    const meta = await sharp(path.join(t.config.dataDir, response.body.data.u_image)).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some notes, not a picture')],
    [
      'a corrupt file that starts like a PNG',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]),
    ],
  ])('refuses %s with 400 Only image files are allowed.', async (_case, bytes) => {
    const user = await registerAndLogin(t);
    const response = await editProfile(user, { name: 'Asha Rao', email: user.email, mobile: '9876543210' }, [
      { field: 'image', filename: 'photo.png', bytes, type: 'image/png' },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Only image files are allowed.');
    expect((await profileOf(user)).u_image).toBe('');
  });

  it('accepts a photo of about 4 MB, over the 1 MB limit of JSON bodies', async () => {
    const user = await registerAndLogin(t);
    const noise = randomBytes(1200 * 1100 * 3);
    const bytes = await sharp(noise, { raw: { width: 1200, height: 1100, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(3.5 * 1024 * 1024);
    const response = await editProfile(user, { name: 'Asha Rao', email: user.email, mobile: '9876543210' }, [
      { field: 'image', filename: 'phone.png', bytes },
    ]);
    expect(response.status).toBe(200);
    expect(response.body.data.u_image).toMatch(/\.webp$/);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const user = await registerAndLogin(t);
    const bytes = Buffer.concat([await pngWithExif(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await editProfile(user, { name: 'Asha Rao', email: user.email, mobile: '9876543210' }, [
      { field: 'image', filename: 'huge.png', bytes },
    ]);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      result: false,
      message: 'Each image must be 5 MB or smaller.',
      errors: [{ field: 'image' }],
    });
  });
});

describe('a form sent to a call that takes JSON', () => {
  it('is refused, so another user id inside it cannot pass unseen', async () => {
    const [asha, ravi] = [await registerAndLogin(t), await registerAndLogin(t)];
    const { payload, headers } = await multipartBody({ user_id: String(ravi.id) }, []);
    const response = await t.app.inject({
      method: 'POST',
      url: '/prime/list/address',
      headers: { ...headers, ...asha.auth },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ result: false, message: 'Send the request body as JSON.' });
  });
});

describe('changing the account email', () => {
  const change = (user: TestUser, email: string, extra: Record<string, string> = {}) =>
    editProfile(user, { name: 'Asha Rao', email, mobile: '9876543210', ...extra });

  it('needs a code sent to the new address: without one the email stays', async () => {
    const user = await registerAndLogin(t);
    const response = await change(user, 'taken.over@example.in');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Enter the 4-digit code we sent to your new email address.');
    expect(response.body.errors).toEqual([
      { field: 'email_otp', message: 'Enter the 4-digit code we sent to your new email address.' },
    ]);
    expect((await profileOf(user)).u_email).toBe(user.email);
    // The same email, in another case, is no change and needs no code.
    expect((await change(user, user.email.toUpperCase())).status).toBe(200);
  });

  it('refuses a wrong code, a code for another address, and any code after 5 wrong tries', async () => {
    const user = await registerAndLogin(t);
    await t.post('send/email-otp', { email: 'first.new@example.in' }, user.auth);
    const code = latestResetCode(t.config.dataDir, 'first.new@example.in');
    const wrong = String(((Number(code) - 1000 + 1) % 9000) + 1000);
    const other = await change(user, 'second.new@example.in', { email_otp: code });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual([
      { field: 'email_otp', message: 'This code is wrong or has expired. Please ask for a new one.' },
    ]);
    for (let n = 0; n < 5; n += 1)
      expect((await change(user, 'first.new@example.in', { email_otp: wrong })).status).toBe(400);
    expect((await change(user, 'first.new@example.in', { email_otp: code })).status).toBe(400);
    expect((await profileOf(user)).u_email).toBe(user.email);
  });

  it('uses a code once', async () => {
    const user = await registerAndLogin(t);
    await t.post('send/email-otp', { email: 'once.new@example.in' }, user.auth);
    const code = latestResetCode(t.config.dataDir, 'once.new@example.in');
    expect((await change(user, 'once.new@example.in', { email_otp: code })).status).toBe(200);
    const relogin = await t.post('login', { email: 'once.new@example.in', password: user.password });
    const auth = { authorization: `Bearer ${relogin.body.user.user_token}` };
    const back = await t.post(
      'edit/profile',
      { name: 'Asha Rao', email: user.email, mobile: '9876543210', email_otp: code },
      auth,
    );
    expect(back.status).toBe(400);
  });

  it('send/email-otp refuses the account’s own email, another account’s, and a fourth code in 15 minutes', async () => {
    const user = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const own = await t.post('send/email-otp', { email: user.email.toUpperCase() }, user.auth);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('This is already your email address.');
    const taken = await t.post('send/email-otp', { email: other.email }, user.auth);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Email is already registered.');
    expect((await t.post('send/email-otp', { email: 'nope' }, user.auth)).body.message).toBe(
      'Please enter a valid email address.',
    );
    expect((await t.post('send/email-otp', { email: 'x@example.in' })).status).toBe(401);
    for (let n = 0; n < 3; n += 1)
      expect((await t.post('send/email-otp', { email: `n${n}@example.in` }, user.auth)).status).toBe(200);
    expect((await t.post('send/email-otp', { email: 'n4@example.in' }, user.auth)).status).toBe(429);
  });
});
