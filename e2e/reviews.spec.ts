// Reviews: a shopper who bought a product opens its page as a guest, is sent to log in by WRITE A
// REVIEW and brought back, rates it with the keyboard, writes a review with two photos, and sees it
// first in the list with its photos, the Verified purchase mark and the new average; the photos open
// larger and move with the arrow keys.
import type { APIRequestContext } from '@playwright/test';
import { solidPng } from './support/png.ts';
import { uniqueEmail } from './support/store.ts';
import { expect, test } from './support/test.ts';

interface Product {
  p_id: number;
  p_productname: string;
  p_upcoming: number;
  p_stocks: number;
  product_price: { pp_packet_size: number; pp_discount_prize: number; pp_stocks: number }[];
}

async function post<T>(request: APIRequestContext, path: string, data: object, token?: string): Promise<T> {
  const answer = await request.post(`/prime/${path}`, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(answer.ok(), `POST /prime/${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** A registered shopper who has bought one unit of `product` (paid online: a verified purchase at once). */
async function buyer(request: APIRequestContext, product: Product) {
  const email = uniqueEmail('kavya');
  const password = 'Aloe@2026';
  await post(request, 'register', {
    name: 'Kavya Menon',
    email,
    password,
    mobile: '9845012345',
    register_method: 'userRegister',
  });
  const { user } = await post<{ user: { user_token: string; u_id: number } }>(request, 'login', {
    email,
    password,
    role: 'user',
  });
  const pack = product.product_price.find((p) => p.pp_stocks > 0)!;
  const product_details = [{ product_id: product.p_id, quantity: 1, packet_size: pack.pp_packet_size }];
  // The amount the shop charges, delivery included, as the checkout asks for it.
  const { data: quote } = await post<{ data: { amount: number } }>(request, 'order/quote', {
    product_details,
    payment_method: 'online',
  });
  const placed = await post<{ paymentLinkUrl: string }>(
    request,
    'add/order',
    {
      u_id: String(user.u_id),
      amount: quote.amount,
      payment_method: 'online',
      user_name: 'Kavya Menon',
      user_email: email,
      user_mobile_no: '9845012345',
      user_address: '12 Residency Road',
      user_state: 'Karnataka',
      user_district: 'Bengaluru Urban',
      landmark: '',
      user_city: 'Bengaluru',
      user_zipcode: '560025',
      product_details,
    },
    user.user_token,
  );
  const paid = await request.post(placed.paymentLinkUrl, { form: { outcome: 'success' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return { email, password };
}

test('a buyer logs in from the product page, reviews it with two photos and sees it first', async ({
  page,
  request,
}) => {
  const { list } = await post<{ list: Product[] }>(request, 'product/list', {});
  const product = list.find((p) => p.p_upcoming === 0 && p.p_stocks > 0)!;
  const before = await post<{ list: { r_rating: number }[] }>(request, 'list/review', { p_id: product.p_id });
  const ratings = [...before.list.map((r) => r.r_rating), 5];
  const average = (ratings.reduce((sum, r) => sum + r, 0) / ratings.length).toFixed(2);
  const { email, password } = await buyer(request, product);

  // A guest is offered the login, and comes back to the product after it.
  await page.goto(`/product-details?p_id=${product.p_id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.p_productname })).toBeVisible();
  await page.getByRole('button', { name: 'WRITE A REVIEW' }).click();
  const prompt = page.getByRole('dialog', { name: 'Write a review' });
  await expect(prompt.getByText('Please log in to write a review.')).toBeVisible();
  await prompt.getByRole('link', { name: 'LOGIN' }).click();
  // The product page stays in view while the login page loads: wait for the login form itself.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product-details\\?p_id=${product.p_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.p_productname })).toBeVisible();

  await page.getByRole('button', { name: 'WRITE A REVIEW' }).click();
  const form = page.getByRole('dialog', { name: 'Write a review' });
  // Five stars with the keyboard: the group is one Tab stop, the arrows choose.
  await form.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  await expect(form.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
  await form.getByLabel('Heading').fill('Calm, even skin <3');
  await form
    .getByLabel('Your review')
    .fill('Four weeks in: the redness has settled.\nNo stickiness under sunscreen.');
  await form.getByLabel('Add photos (optional)').setInputFiles([
    { name: 'morning.png', mimeType: 'image/png', buffer: solidPng(64, [196, 112, 79]) },
    { name: 'evening.png', mimeType: 'image/png', buffer: solidPng(64, [31, 58, 52]) },
  ]);
  await expect(form.getByRole('list', { name: 'Photos to send' }).getByRole('img')).toHaveCount(2);
  await form.getByRole('button', { name: 'SUBMIT REVIEW' }).click();

  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { name: 'Calm, even skin <3' })).toBeVisible();
  await expect(first.getByText('No stickiness under sunscreen.')).toBeVisible();
  await expect(first.getByText('Kavya Menon')).toBeVisible();
  await expect(first.getByText('Verified purchase')).toBeVisible();
  await expect(first.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  // Each thumbnail is a button that opens it; the picture inside keeps its own text.
  const photos = first.getByAltText('Photo from Kavya Menon');
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all()) {
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  const section = page.getByRole('region', { name: 'CUSTOMER REVIEWS' });
  await expect(section.getByText(average, { exact: true })).toBeVisible();
  const counted = `${ratings.length} ${ratings.length === 1 ? 'review' : 'reviews'}`;
  await expect(section.getByText(`Based on ${counted}`)).toBeVisible();
  // The rating line under the product's name counts it too.
  await expect(page.getByText(`${average} · ${counted}`)).toBeVisible();

  // A photo opens larger; the arrow keys move to the next, Esc closes.
  await first.getByRole('button', { name: 'Open photo 1 of 2 from Kavya Menon' }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 2 from Kavya Menon' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const viewer = page.getByRole('dialog', { name: 'Photo 2 of 2 from Kavya Menon' });
  await expect(viewer).toBeVisible();
  await expect
    .poll(() => viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // With photos keeps this review.
  await section.getByLabel(/^With photos/).check();
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText('Calm, even skin <3');
});
