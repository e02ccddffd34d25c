// The page renderer is loaded once the server listens, not before (docs/decisions/0044-start-up-time.md):
// a page asked for while it loads waits for it, and is rendered with its data, never sent as the shell.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../db/factories.ts';
import { builtWebDir, WEB_BUILD_TIMEOUT_MS } from '../test/built-web.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { webDir: builtWebDir() });
  const categoryId = await insertCategory(t.database.db, 'Serums');
  await insertProduct(t.database.db, {
    name: 'Niacinamide 10% Clarifying Serum',
    slug: 'niacinamide-10-clarifying-serum',
    categoryId,
    packs: [{ grams: 30, mrp: 699, price: 599, stock: 5 }],
  });
}, WEB_BUILD_TIMEOUT_MS);
afterAll(() => t.close());

it('renders the first page asked for as the server starts listening, while the renderer loads', async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const answer = await fetch(`${address}/products/niacinamide-10-clarifying-serum`);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toMatch(/<h1[^>]*>Niacinamide 10% Clarifying Serum<\/h1>/);
});
