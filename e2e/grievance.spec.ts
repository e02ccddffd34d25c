// What a listing and the seller must show (decision 0029) and the grievance desk (§17): a product page
// declares the chosen pack's MRP, net quantity and unit price and holds "Product information"
// (collapsed on a phone, open on a desktop, already in the server's page); every page's footer names
// the seller and leads to /grievance, where a shopper files a grievance and follows it by its link;
// staff answer it in the console.
import { products, uniqueEmail } from './support/store.ts';
import { expect, test } from './support/test.ts';

const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

test.describe('a product page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('declares the pack by its price and keeps Product information collapsed', async ({
    page,
    request,
  }) => {
    const product = (await products(request)).find((p) => p.p_unit === 'ml' && p.p_upcoming === 0)!;
    const html = await (await request.get(`/products/${product.p_slug}`)).text();
    expect(html).toContain('(incl. of all taxes)');
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Product information<\/summary>/);
    expect(html).toContain('"countryOfOrigin":"India"');

    await page.goto(`/products/${product.p_slug}`);
    const main = page.getByRole('main');
    await expect(main.getByText(/^MRP ₹[\d,]+ \(incl\. of all taxes\)$/)).toBeVisible();
    await expect(main.getByText(/^Net quantity: \d+ ml · ₹[\d.,]+ per ml$/)).toBeVisible();
    const information = main.locator('details', { hasText: 'Product information' });
    await expect(information).not.toHaveAttribute('open');
    await expect(information.getByText('Manufactured by')).toBeHidden();
    await information.getByText('Product information').click();
    await expect(information.getByText('Manufactured by')).toBeVisible();
    await expect(information.getByText(/Best before \d+ months from manufacture/)).toBeVisible();
  });
});

test('on a desktop Product information is open, and the footer names the seller and its grievance desk', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [product] = await products(request);
  await page.goto(`/products/${product!.p_slug}`);
  const information = page.getByRole('main').locator('details', { hasText: 'Product information' });
  await expect(information).toHaveAttribute('open');
  await expect(information.getByText('Country of origin')).toBeVisible();

  const info = (await (await request.post('/prime/shop/info', { data: {} })).json()) as {
    data: { seller_name: string; seller_gstin: string; care_email: string };
  };
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(info.data.seller_name);
  await expect(footer).toContainText(`GSTIN: ${info.data.seller_gstin}`);
  await expect(footer.getByRole('link', { name: info.data.care_email })).toBeVisible();
  await footer.getByRole('link', { name: 'Grievance Redressal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance Redressal' })).toBeVisible();
});

test('a shopper files a grievance, follows it by its link, and staff answer it', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/grievance');
  await expect(page.getByRole('heading', { name: 'Grievance Officer' })).toBeVisible();
  const email = uniqueEmail('grievance');
  const subject = `Leaking serum ${Date.now().toString(36)}`;
  // The footer's message form has a Name and an Email too: the grievance form's own boxes.
  const form = page.getByRole('form', { name: 'File a grievance' });
  await form.getByLabel('Name').fill('Asha Rao');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Your grievance').fill('The cap was cracked and half of the serum had spilt.');
  await form.getByRole('button', { name: 'SUBMIT GRIEVANCE' }).click();
  const filed = page.getByRole('status').filter({ hasText: 'Your ticket number is' });
  await expect(filed).toContainText(/GRV-\d{6}/);
  const ticket = (await filed.textContent())!.match(/GRV-\d{6}/)![0];
  await filed.getByRole('link', { name: 'FOLLOW YOUR GRIEVANCE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Grievance ${ticket}` })).toBeVisible();
  await expect(page.getByText('Acknowledged by')).toBeVisible();
  const ticketUrl = page.url();

  // Staff answer it in the console: it is listed, opened and answered, and the shopper reads the answer.
  const context = await browser.newContext({ baseURL });
  const staff = await context.newPage();
  await staff.goto('/admin');
  await expect(staff).toHaveURL(/\/login\?next=%2Fadmin$/);
  await staff.getByLabel('Email', { exact: true }).fill(admin.email);
  await staff.getByLabel('Password', { exact: true }).fill(admin.password);
  await staff.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Grievances overdue' })).toBeVisible();
  await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Grievances' }).click();
  await staff.getByRole('button', { name: `Open ${ticket}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Grievance ${ticket}` });
  await expect(dialog).toContainText(subject);
  await dialog.getByLabel('Answer to the shopper').fill('Sorry! A replacement ships tomorrow.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `${ticket}: Message sent` })).toBeVisible();
  await context.close();

  await page.goto(ticketUrl);
  await expect(page.getByText('A replacement ships tomorrow.')).toBeVisible();
  await expect(page.getByText('Acknowledged', { exact: true })).toBeVisible();
});
