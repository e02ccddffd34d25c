// Two processes of the store on one database (two connection pools with TEST_DATABASE_URL): a role
// changed or a member removed on one holds on the other from its very next request, since every
// request reads the account from the database and no process keeps it in memory.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../auth/passwords.ts';
import { testConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { buildApp } from '../../app.ts';
import { createMailer } from '../../mail/mailer.ts';
import { createPaymentGateway } from '../../payments/index.ts';
import { makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { openSharedDatabase } from '../../test/test-app.ts';

const config = testConfig();
let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
let first: FastifyInstance;
let second: FastifyInstance;
let admin: Shopper;

const storeOn = (db: Db) =>
  buildApp({
    config,
    db,
    passwords: createPasswordHasher({ N: 2 ** 12, r: 8, p: 1 }),
    mailer: createMailer(config, { info() {}, error() {} }),
    payments: createPaymentGateway(config),
  });

beforeAll(async () => {
  shared = await openSharedDatabase();
  [first, second] = [await storeOn(shared.first), await storeOn(shared.second)];
  admin = await makeShopper(shared.first, 'admin');
});
afterAll(async () => {
  await first.close();
  await second.close();
  await shared.close();
  fs.rmSync(config.dataDir, { recursive: true, force: true });
});

const call = async (app: FastifyInstance, path: string, who: Shopper, body: object = {}) =>
  (await app.inject({ method: 'POST', url: `/prime/${path}`, headers: who.auth, payload: body })).statusCode;

describe('a change of the staff on one process', () => {
  it('holds on another from its next request: a new role, then the removal', async () => {
    const member = await makeShopper(shared.first, 'support');
    expect(await call(second, 'admin/customer/list', member)).toBe(200);
    expect(await call(first, 'admin/staff/role', admin, { u_id: member.id, role: 'packer' })).toBe(200);
    expect(await call(second, 'admin/customer/list', member)).toBe(403);
    expect(await call(second, 'admin/order/list', member)).toBe(200);
    expect(await call(first, 'admin/staff/remove', admin, { u_id: member.id })).toBe(200);
    expect(await call(second, 'admin/order/list', member)).toBe(401);
  });
});
