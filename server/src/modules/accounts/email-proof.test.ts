// Guest orders join an account only once a mailed code proves its owner reads the email (decision
// 0040): registering with someone's email shows none of their orders; the proof My Orders offers, a
// password reset or a change of email by code does, and later guest orders join at the next login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestResetCode, registerAndLogin, type TestUser } from '../../test/account-helpers.ts';
import { guestOrder, makeProduct, type TestProduct } from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let serum: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  serum = await makeProduct(t.database.db, [{ grams: 30, mrp: 799, price: 649, stock: 100 }]);
});
afterAll(() => t.close());

async function placeGuestOrder(email: string): Promise<number> {
  const placed = await t.post(
    'add/order',
    guestOrder([{ product_id: serum.id, quantity: 1 }], 649, { user_email: email }),
  );
  expect(placed.status).toBe(200);
  return placed.body.order_id;
}

const myOrderIds = async (user: { auth: Record<string, string> }) => [
  ...new Set(
    ((await t.post('list/order', {}, user.auth)).body.list as { od_id: number }[]).map((line) => line.od_id),
  ),
];

const wrongCode = (code: string) => String(((Number(code) - 1000 + 1) % 9000) + 1000);
const login = async (user: TestUser) => {
  const answer = await t.post('login', { email: user.email, password: user.password });
  return { auth: { authorization: `Bearer ${answer.body.user.user_token}` } };
};

describe('guest orders and a proven email', () => {
  it('shows none on registering; the proof by code brings them, and later ones come at login', async () => {
    const email = 'guest.first@example.in';
    const first = await placeGuestOrder(email);
    const user = await registerAndLogin(t, { email });
    expect(await myOrderIds(user)).toEqual([]);

    const sent = await t.post('send/email-proof', {}, user.auth);
    expect(sent.body).toEqual({
      result: true,
      message: 'We sent a 4-digit code to your email address.',
      proven: 0,
      attached: 0,
    });
    const code = latestResetCode(t.config.dataDir, email);
    const wrong = await t.post('prove/email', { email_otp: wrongCode(code) }, user.auth);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { field: 'email_otp', message: 'This code is wrong or has expired. Please ask for a new one.' },
    ]);
    expect(await myOrderIds(user)).toEqual([]);

    const proven = await t.post('prove/email', { email_otp: code }, user.auth);
    expect(proven.body).toEqual({ result: true, message: 'Your email is confirmed.', attached: 1 });
    expect(await myOrderIds(user)).toEqual([first]);
    // A code is used once.
    expect((await t.post('prove/email', { email_otp: code }, user.auth)).status).toBe(400);

    const later = await placeGuestOrder(email);
    const again = await login(user);
    expect(await myOrderIds(again)).toEqual([later, first]);
    const asked = await t.post('send/email-proof', {}, again.auth);
    expect(asked.body).toMatchObject({ proven: 1, attached: 0, message: 'Your email is confirmed already.' });
  });

  it('a stranger who registers with the email and logs in again sees none of them', async () => {
    const email = 'guest.stranger@example.in';
    await placeGuestOrder(email);
    const stranger = await registerAndLogin(t, { email });
    expect(await myOrderIds(await login(stranger))).toEqual([]);
  });

  it('a password reset by the mailed code proves the email', async () => {
    const email = 'guest.reset@example.in';
    const order = await placeGuestOrder(email);
    const user = await registerAndLogin(t, { email });
    await t.post('forgotpassword', { email, u_role: 'user' });
    const code = latestResetCode(t.config.dataDir, email);
    expect((await t.post('verifyOtp', { email, otp: code })).status).toBe(200);
    expect((await t.post('changepassword', { email, password: 'Fresh@2026' })).status).toBe(200);
    const after = await login({ ...user, password: 'Fresh@2026' });
    expect(await myOrderIds(after)).toEqual([order]);
  });

  it('a change of email by code brings the new email’s guest orders', async () => {
    const user = await registerAndLogin(t, { email: 'guest.before@example.in' });
    const order = await placeGuestOrder('guest.after@example.in');
    await t.post('send/email-otp', { email: 'guest.after@example.in' }, user.auth);
    const changed = await t.post(
      'edit/profile',
      {
        name: 'Asha Rao',
        email: 'guest.after@example.in',
        mobile: '9876543210',
        email_otp: latestResetCode(t.config.dataDir, 'guest.after@example.in'),
      },
      user.auth,
    );
    expect(changed.status).toBe(200);
    expect(await myOrderIds(user)).toEqual([order]);
  });
});
