// An order's mail as a shopper on a phone reads it: the HTML part drawn in Chromium at 390 px is no
// wider than the screen, its link opens the order's page without a login, and a guest finds the same
// order on /track-order by its number and email.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScroll, products, quotedAmount, uniqueEmail } from './support/store.ts';

/** The raw mail about `orderId` sent to `email`, waiting for it to land in the outbox. */
async function rawMail(email: string, orderId: number): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found = '';
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return '';
        found =
          fs
            .readdirSync(dir)
            .filter((name) => name.endsWith('.eml'))
            .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
            .find((text) => text.includes(email) && text.includes(`order #${orderId}`)) ?? '';
        return found;
      },
      { message: `the mail of order #${orderId} in the outbox` },
    )
    .not.toBe('');
  return found;
}

/** The HTML part of a multipart mail, its quoted-printable transfer encoding undone (UTF-8). */
function htmlPart(raw: string): string {
  const start = raw.indexOf('Content-Type: text/html');
  expect(start, 'the mail has an HTML part').toBeGreaterThan(-1);
  const body = raw.slice(raw.indexOf('\n\n', start) + 2);
  const part = body.slice(0, body.search(/\n--/));
  const joined = part.replace(/=\r?\n/g, '');
  return joined.replace(/(=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

test.describe('an order mail on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reads at 390 px, its link opens the order, and a guest finds the order by number and email', async ({
    page,
  }) => {
    // An order, its mail and three pages: on a busy two-core machine more than the usual minute.
    test.slow();
    const product = (await products(page.request)).find(
      (p) => p.p_upcoming !== 1 && (p.product_price[0]?.pp_stocks ?? 0) >= 10,
    )!;
    const email = uniqueEmail('mail-phone');
    const packSize = product.product_price[0]!.pp_packet_size;
    const lines = [{ product_id: product.p_id, quantity: 2, packet_size: packSize }];
    const placed = await page.request.post('/prime/add/order', {
      data: {
        u_id: '',
        amount: await quotedAmount(page.request, lines),
        payment_method: 'cod',
        user_name: 'Asha Raghunathan Venkataraman',
        user_email: email,
        user_mobile_no: '9876543210',
        user_address:
          'Flat 1203, Tower B, Lodha Bellissimo, Apollo Mills Compound, N M Joshi Marg, Mahalaxmi',
        user_state: 'Maharashtra',
        user_district: 'Mumbai',
        landmark: 'Opposite the Mahalaxmi racecourse main gate',
        user_city: 'Mumbai',
        user_zipcode: '400011',
        product_details: lines,
      },
    });
    expect(placed.status()).toBe(200);
    const orderId: number = (await placed.json()).order_id;

    const html = htmlPart(await rawMail(email, orderId));
    await page.setContent(html);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `the mail is ${width} px wide on a 390 px screen`).toBeLessThanOrEqual(390);
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByText(product.p_productname)).toBeVisible();
    const link = page.getByRole('link', { name: 'View your order' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/\/orders\/[0-9a-f]{64}$/);

    await page.goto(new URL(href).pathname);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: product.p_productname })).toBeVisible();
    await expect(page.getByText('Order total')).toBeVisible();
    await expectNoSidewaysScroll(page);

    // A guest finds the tracker in the footer of every page.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
    await expect(page).toHaveURL(/\/track-order$/);
    await page.getByLabel('Order ID').fill(String(orderId));
    await page.getByLabel('Email or mobile number').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'TRACK YOUR ORDER' }).click();
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await page.getByRole('link', { name: 'Open this order’s page' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${new URL(href).pathname.split('/').pop()}$`));
    await expectNoSidewaysScroll(page);
  });
});
