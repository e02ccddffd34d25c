// Staff and roles (decision 0033): the admin invites a packer from the Staff screen; the packer opens the
// mailed link on a phone, chooses a password and lands in the console showing the orders only, and a
// screen that is not theirs says "Not allowed"; the admin removes them after a confirmation, and the
// packer's next step in the console asks them to log in.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, uniqueEmail } from './support/store.ts';
import { expect, test, waitingUntilLive } from './support/test.ts';

const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
}

/** The link of the invitation mailed to `email`, read from the outbox as the invitee would. */
async function invitationLink(email: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link = '';
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return '';
        const mail = fs
          .readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => fs.readFileSync(path.join(dir, name), 'utf8').replace(/=\r?\n/g, ''))
          .find((text) => text.includes(email) && text.includes('/staff/accept/'));
        link = /\/staff\/accept\/[A-Za-z0-9_-]+/.exec(mail ?? '')?.[0] ?? '';
        return link;
      },
      { message: `the invitation to ${email} in the outbox` },
    )
    .not.toBe('');
  return link;
}

test('an admin invites a packer, who sees only the orders, then removes them', async ({
  page,
  browser,
  baseURL,
}) => {
  expect(admin.email, 'E2E_ADMIN_EMAIL is set by scripts/e2e.mjs').not.toBe('');
  await page.goto('/admin/staff');
  await logIn(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  const email = uniqueEmail('ravi.packer');
  await page.getByRole('button', { name: 'Invite a member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a member of the staff' });
  await invite.getByLabel('Name').fill('Ravi Kumar');
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption({ label: 'Packer' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = waitingUntilLive(await context.newPage());
  await phone.goto(await invitationLink(email));
  await phone.getByLabel('New password').fill('Packer@2026');
  await phone.getByRole('button', { name: 'Set password and open the console' }).click();
  await expect(phone).toHaveURL(/\/admin$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await phone.getByRole('button', { name: 'Menu' }).click();
  const menu = phone.getByRole('navigation', { name: 'Console' });
  await expect(menu.getByRole('link', { name: /^Orders/ })).toBeVisible();
  for (const hidden of ['Products', 'Coupons', 'Customers', 'Staff', 'Shop settings']) {
    await expect(menu.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await phone.goto('/admin/coupons');
  await expect(phone.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expectNoSidewaysScroll(phone);

  await page.reload();
  await page.getByRole('button', { name: 'Remove Ravi Kumar' }).click();
  const asking = page.getByRole('dialog', { name: 'Remove Ravi Kumar from the staff?' });
  await asking.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  await phone.goto('/admin/orders');
  await expect(phone).toHaveURL(/\/login\?next=/);
  await context.close();
});
