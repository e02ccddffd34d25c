// The last units of a pack size, held in two lots (and a third too close to its expiry to be sold),
// asked for by 20 shoppers at once through two store instances on one database: on PostgreSQL two
// connection pools, as two processes would hold (TEST_DATABASE_URL), embedded one database shared.
// Never a unit sold twice, never one from the unsellable lot, and every unit sold traced to its lot.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, indiaMonthOf } from '@prime/contract';
import { createPasswordHasher } from '../../auth/passwords.ts';
import { testConfig, type Config } from '../../config.ts';
import { orderLines, packSizes, stockLots } from '../../db/schema.ts';
import { buildApp } from '../../app.ts';
import { createMailer } from '../../mail/mailer.ts';
import { createSandboxGateway } from '../../payments/sandbox-gateway.ts';
import { guestOrder, makeProduct, makeShopper, type Shopper } from '../../test/shop-fixtures.ts';
import { openSharedDatabase } from '../../test/test-app.ts';

let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
let config: Config;
let apps: FastifyInstance[] = [];
let admin: Shopper;

beforeAll(async () => {
  shared = await openSharedDatabase();
  config = testConfig();
  const quiet = { info() {}, error() {} };
  apps = await Promise.all(
    [shared.first, shared.second].map((db) =>
      buildApp({
        config,
        db,
        passwords: createPasswordHasher({ N: 2 ** 12, r: 8, p: 1 }),
        mailer: createMailer(config, quiet),
        payments: createSandboxGateway(),
      }),
    ),
  );
  admin = await makeShopper(shared.first, 'admin');
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await shared.close();
  fs.rmSync(config.dataDir, { recursive: true, force: true });
});

async function post(n: number, path: string, body: object, headers: Record<string, string> = {}) {
  const response = await apps[n % 2]!.inject({
    method: 'POST',
    url: `/prime/${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('the last units over two lots, ordered at once through two instances', () => {
  it('sells each unit once, first expiry first, and none of the unsellable lot', async () => {
    const product = await makeProduct(shared.first, [{ grams: 50, mrp: 599, price: 499, stock: 0 }], {
      name: 'Last Lots Serum',
    });
    const month = indiaMonthOf(new Date());
    const lots = [
      { batch_no: 'LAST-A', expiry: addMonths(month, 10), quantity: 3 },
      { batch_no: 'LAST-B', expiry: addMonths(month, 20), quantity: 4 },
      { batch_no: 'LAST-OLD', expiry: month, quantity: 5 },
    ];
    for (const lot of lots) {
      const mfg = addMonths(month, -22);
      const received = await post(
        0,
        'admin/stock/receive',
        { pp_id: product.packs[0], mfg, ...lot },
        admin.auth,
      );
      expect(received.status).toBe(200);
    }

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        post(
          n,
          'add/order',
          guestOrder([{ product_id: product.id, quantity: 1 }], 499, { user_email: `last${n}@example.in` }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(13);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toMatch(/^Only \d left of Last Lots Serum\.$/);
    }

    const db = shared.first;
    const remaining = await db
      .select({ batch: stockLots.batchNo, remaining: stockLots.remaining })
      .from(stockLots)
      .where(eq(stockLots.packSizeId, product.packs[0]!));
    expect(Object.fromEntries(remaining.map((lot) => [lot.batch, lot.remaining]))).toEqual({
      'LAST-A': 0,
      'LAST-B': 0,
      'LAST-OLD': 5,
    });
    const [pack] = await db.select().from(packSizes).where(eq(packSizes.id, product.packs[0]!));
    expect(pack).toMatchObject({ stock: 0, nextExpiry: null });
    const lines = await db.select().from(orderLines).where(eq(orderLines.productId, product.id));
    expect(lines).toHaveLength(7);
    const taken = new Map<string, number>();
    for (const line of lines) {
      expect(line.lots.reduce((sum, lot) => sum + lot.quantity, 0)).toBe(line.quantity);
      for (const lot of line.lots) taken.set(lot.batch_no, (taken.get(lot.batch_no) ?? 0) + lot.quantity);
    }
    expect(Object.fromEntries(taken)).toEqual({ 'LAST-A': 3, 'LAST-B': 4 });
  });
});
