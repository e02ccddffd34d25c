import fs from 'node:fs';
import { expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

it('removes the data folder of a test app when it closes', async () => {
  const t = await createTestApp();
  expect(fs.existsSync(t.config.dataDir)).toBe(true);
  await t.post('category/list');
  await t.close();
  expect(fs.existsSync(t.config.dataDir)).toBe(false);
  // Opening and migrating a database takes most of it, slow when the whole suite runs at once.
}, 120_000);
