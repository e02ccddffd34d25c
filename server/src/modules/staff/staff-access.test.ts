// The role table of decision 0033 (contract/src/staff-access.ts) holds at every staff route: the test walks
// every route the app registered under /prime/admin/ (any method), so a call added later fails here
// until the table names it, and holds each role to the table: a call of its groups reaches the
// handler, any other answers 403 with the contract's words, changing nothing and recording nothing.
import { API_PREFIX, mayCall, STAFF_ROLES, staffGroupOf, type UserRole } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOfRoute } from '../../auth/admin-only.ts';
import { auditLog } from '../../db/schema.ts';
import { registeredApiCalls, registeredRoutes, type RegisteredRoute } from '../../http/openapi.ts';
import { makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const NO_PERMISSION = 'You do not have permission to do this.';
const ROLES: UserRole[] = ['user', ...STAFF_ROLES];

let t: TestApp;
let people: Record<UserRole, Shopper>;
let staffRoutes: RegisteredRoute[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  people = Object.fromEntries(
    await Promise.all(ROLES.map(async (role) => [role, await makeShopper(db, role)] as const)),
  ) as Record<UserRole, Shopper>;
  staffRoutes = registeredRoutes(t.app).filter(
    (route) => route.url.startsWith(`${API_PREFIX}/admin/`) && route.method !== 'HEAD',
  );
});
afterAll(() => t.close());

/** Calls the route as `who`: a JSON body for a POST, the path's ids filled in for a GET. */
async function send(route: RegisteredRoute, who: Shopper) {
  const url = route.url.replace(/:[a-z_]+/g, '1');
  const answer = await t.app.inject({
    method: route.method as 'GET' | 'POST',
    url,
    headers: { ...who.auth, ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(route.method === 'POST' ? { payload: '{}' } : {}),
  });
  const json = String(answer.headers['content-type'] ?? '').includes('json');
  const message = json ? (answer.json() as { message?: string }).message : undefined;
  return { status: answer.statusCode, message };
}

describe('the role table', () => {
  it('names every staff route the app registered', () => {
    expect(staffRoutes.length).toBeGreaterThan(40);
    const missing = staffRoutes.map((route) => callOfRoute(route.url)).filter((call) => !staffGroupOf(call));
    expect(missing).toEqual([]);
  });

  it('names the shoppers’ calls staff make for others: moving a line, cancelling an order', () => {
    const calls = registeredApiCalls(t.app).map((call) => callOfRoute(call.url));
    for (const call of ['update/order-tracking', 'cancel-order']) {
      expect(calls).toContain(call);
      expect(staffGroupOf(call)).toBeDefined();
    }
  });

  it('lets each role through to its groups’ calls and refuses it every other, recording nothing', async () => {
    const refusals: string[] = [];
    for (const route of staffRoutes) {
      const call = callOfRoute(route.url);
      for (const role of ROLES) {
        const answer = await send(route, people[role]);
        const allowed = mayCall(role, call);
        const refused = answer.status === 403 && answer.message === NO_PERMISSION;
        if (allowed === refused || answer.status === 401)
          refusals.push(`${role} ${route.method} ${call}: ${answer.status}`);
      }
    }
    expect(refusals).toEqual([]);
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
  });

  it('gives each group to the roles of decision 0033', () => {
    const rolesOf = (call: string) => STAFF_ROLES.filter((role) => mayCall(role, call));
    expect(rolesOf('admin/order/list')).toEqual(['admin', 'support', 'packer']);
    expect(rolesOf('admin/order/:od_id/packing-slip')).toEqual(['admin', 'support', 'packer']);
    expect(rolesOf('admin/order/rto-received')).toEqual(['admin', 'support', 'packer']);
    expect(rolesOf('admin/order/confirm')).toEqual(['admin', 'support']);
    expect(rolesOf('admin/grievance/reply')).toEqual(['admin', 'support']);
    expect(rolesOf('admin/stock/batch.csv')).toEqual(['admin', 'catalogue']);
    expect(rolesOf('admin/faq/save')).toEqual(['admin', 'catalogue']);
    expect(rolesOf('admin/rto/summary')).toEqual(['admin']);
    expect(rolesOf('admin/staff/invite')).toEqual(['admin']);
    // A staff call the table does not name yet is the admin's alone.
    expect(rolesOf('admin/something/new')).toEqual(['admin']);
    expect(mayCall('packer', 'admin/order/status', { status: 'cancelled ' })).toBe(false);
    expect(mayCall('support', 'admin/order/status', { status: 'Cancelled' })).toBe(true);
    expect(mayCall('user', 'cancel-order')).toBe(false);
  });
});
