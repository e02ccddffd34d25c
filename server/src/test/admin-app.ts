// The one-line start of an API test of the console: an app over a copy of the migrated database
// (test-app.ts) and a signed-in admin whose calls are `t.asAdmin('admin/…', body)`.
import type { Config } from '../config.ts';
import { makeShopper, type Shopper } from './shop-fixtures.ts';
import { createTestApp, type TestApp, type TestResponse } from './test-app.ts';

export interface AdminTestApp extends TestApp {
  admin: Shopper;
  /** POSTs to /prime/<path> with the admin's session. */
  asAdmin(path: string, body?: unknown): Promise<TestResponse>;
}

export async function createAdminTestApp(
  overrides: Partial<Config> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<AdminTestApp> {
  const t = await createTestApp(overrides, options);
  const admin = await makeShopper(t.database.db, 'admin');
  return { ...t, admin, asAdmin: (path, body) => t.post(path, body, admin.auth) };
}
