// A maintainer or partner reads the API reference in a browser: /prime/docs lists every call of
// /prime/openapi.json and opens one to its body's fields, under the store's Content-Security-Policy
// (no inline script), with no console error or CSP violation (the automatic fixture checks both).
import { expect, test } from './support/test.ts';

test('the API reference lists every call and opens add/order to its lines', async ({ page, request }) => {
  const document = await (await request.get('/prime/openapi.json')).json();
  const calls = Object.keys(document.paths);
  expect(calls).toContain('/prime/add/order');

  const answer = await page.goto('/prime/docs');
  const csp = answer!.headers()['content-security-policy'] ?? '';
  const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSources).toBe("'self'");

  await expect(page.getByRole('heading', { name: /PRIME store API/ })).toBeVisible();
  const operations = page.locator('.opblock-post');
  await expect(operations).toHaveCount(calls.length);

  const addOrder = operations.filter({ has: page.locator('[data-path="/prime/add/order"]') });
  await addOrder.locator('.opblock-summary-control').click();
  await addOrder.getByRole('tab', { name: 'Schema' }).first().click();
  const body = addOrder.locator('.opblock-section-request-body');
  await expect(body).toContainText('product_details');
  await expect(addOrder.locator('.responses-table')).toContainText('409');
});
