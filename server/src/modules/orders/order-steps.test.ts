// The order of the steps of `writePlacedOrder` (place-order.ts) is its locking: what every order of a
// best seller queues on is taken last and held only for the stock and the commit, and the invoice
// number's lock after it (docs/decisions/0008-orders-stock-and-idempotency.md,
// docs/decisions/0023-gst-invoices.md). Read from the statements an order runs, so swapping two steps
// fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { guestOrder, makeProduct, type TestProduct } from '../../test/shop-fixtures.ts';

let t: TestApp;
let cream: TestProduct;
const statements: string[] = [];

/** Drizzle's logger hears every statement of the database and of the transactions it starts. */
function hearStatements(db: unknown): void {
  const logger = { logQuery: (query: string) => statements.push(query) };
  const session = (db as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  session.logger = logger;
  session.options.logger = logger;
}

beforeAll(async () => {
  t = await createTestApp();
  cream = await makeProduct(t.database.db, [{ grams: 100, mrp: 500, price: 450, stock: 50 }], {
    name: 'Ceramide Cream',
  });
  hearStatements(t.database.db);
});
afterAll(() => t.close());

describe('placing an order', () => {
  it('writes the order and its lines, then locks the pack sizes, takes the stock, and numbers the invoice last', async () => {
    statements.length = 0;
    const placed = await t.post('add/order', guestOrder([{ product_id: cream.id, quantity: 2 }], 900), {
      'idempotency-key': 'steps-1',
    });
    expect(placed.status).toBe(200);
    const at = (pattern: RegExp) => {
      const index = statements.findIndex((statement) => pattern.test(statement));
      expect(index, `no statement matches ${pattern}`).toBeGreaterThanOrEqual(0);
      return index;
    };
    const steps = [
      at(/insert into "idempotency_keys"/),
      at(/insert into "orders"/),
      at(/insert into "order_lines"/),
      at(/insert into "mail_outbox"/),
      // The pack size's lock, then its lots, in one statement (`lockAndTakeFromLots`).
      at(/pack_lock as \(.*for no key update.*update stock_lots/s),
      at(/insert into site_revision/),
      at(/insert into invoice_counters/),
    ];
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });
});
