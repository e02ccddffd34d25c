// Issue 3, the account side: a shopper registers, logs in, recovers a forgotten password with the
// code from the mail, and looks after their profile and delivery addresses.
import { expect, test, type Page } from '@playwright/test';
import { solidPng } from './support/png.ts';
import { latestOtp, uniqueEmail } from './support/store.ts';

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

test('register, log in, reset a forgotten password, log in again', async ({ page }) => {
  const email = uniqueEmail('asha');
  const firstPassword = 'Neem@2026';
  const newPassword = 'Tulsi#2027';

  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Asha Rao');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByLabel('Mobile').fill('9876543210');
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/sign-up-success/);
  await page.getByRole('button', { name: 'Back to Login' }).click();

  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email, firstPassword);
  await expect(page.getByText('Hi, Asha Rao')).toBeVisible();
  // Logout ends with a full page load of the home page.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  const requestedAt = Date.now() - 1000;
  await page.getByRole('button', { name: 'SEND OTP' }).click();
  const code = await latestOtp(email, requestedAt);
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Digit ${index + 1}`).fill(digit);
  }
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();

  await expect(page.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Logout' }), 'the old password no longer works').toBeHidden();
  await logIn(page, email, newPassword);
});

test('edit the profile with a photo, add two addresses and switch the default', async ({ page, request }) => {
  const email = uniqueEmail('ravi');
  const password = 'Amla@2026';
  const registered = await request.post('/prime/register', {
    data: { name: 'Ravi Iyer', email, password, mobile: '9123456780', register_method: 'userRegister' },
  });
  expect(registered.ok()).toBe(true);

  // A guest who opens the profile logs in first and lands back on it.
  await page.goto('/MainLayout/profile');
  await expect(page).toHaveURL(/\/login\?next=%2FMainLayout%2Fprofile$/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/MainLayout\/profile$/);
  await expect(page.getByRole('heading', { name: 'MY PROFILE' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Profile photo', { exact: true }).setInputFiles({
    name: 'ravi.png',
    mimeType: 'image/png',
    buffer: solidPng(32, [196, 112, 79]),
  });
  await page.getByLabel('Full Name').fill('Ravi Kumar Iyer');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Profile updated!' })).toBeVisible();
  const photo = page.getByRole('img', { name: 'Photo of Ravi Kumar Iyer' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const addAddress = async (heading: string, address: string, type: 'Home' | 'Office') => {
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await dialog.getByLabel('Full Name').fill(heading);
    await dialog.getByLabel('Address', { exact: true }).fill(address);
    await dialog.getByLabel('State').fill('Maharashtra');
    await dialog.getByLabel('District').fill('Pune');
    await dialog.getByLabel('Pincode').fill('411001');
    await dialog.getByLabel('Phone').fill('9123456780');
    await dialog.getByLabel('Address Type').selectOption(type);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem', { name: heading })).toBeVisible();
  };
  await page.getByRole('button', { name: 'Add Your First Address' }).click();
  await addAddress('Ravi at home', '14 Koregaon Park Road', 'Home');
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await addAddress('Ravi at work', '5th floor, Baner IT Park', 'Office');

  // The first address saved becomes the default by itself.
  const home = page.getByRole('listitem', { name: 'Ravi at home' });
  const work = page.getByRole('listitem', { name: 'Ravi at work' });
  const defaultButton = (card: typeof home) => card.getByRole('button', { name: /^(Default|Set Default)$/ });
  await expect(defaultButton(home)).toHaveText('Default');
  await expect(defaultButton(work)).toHaveText('Set Default');

  await defaultButton(work).click();
  await expect(defaultButton(work)).toHaveText('Default');
  await expect(defaultButton(work)).toBeDisabled();
  await expect(defaultButton(home)).toHaveText('Set Default');

  await page.reload();
  await expect(defaultButton(work)).toHaveText('Default');
  await expect(defaultButton(home)).toHaveText('Set Default');

  await home.getByRole('button', { name: 'Delete Ravi at home' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText("You won't be able to revert this!");
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted!' })).toBeVisible();
  await expect(home).toBeHidden();
  await expect(work).toBeVisible();
});
