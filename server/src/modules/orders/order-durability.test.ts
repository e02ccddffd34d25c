// Every order the store acknowledged survives the store being killed (SIGKILL) in the middle of a
// burst of orders on the embedded database, and the stock still adds up after the restart.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/open-database.ts';
import {
  guestOrder,
  makeProduct,
  makeShopper,
  type Shopper,
  type TestProduct,
} from '../../test/shop-fixtures.ts';
import { exited, freePort, startStore } from '../../test/store-process.ts';

const STOCK = 400;
let dataDir: string;
let shopper: Shopper;
let product: TestProduct;
let store: ChildProcess | undefined;

const post = (port: number, call: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}/prime/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-durability-'));
  // The shop's data is made before the store starts: the embedded database has one owner at a time.
  const database = await openPglite(path.join(dataDir, 'db'));
  await database.migrate();
  shopper = await makeShopper(database.db);
  product = await makeProduct(database.db, [{ grams: 50, mrp: 599, price: 499, stock: STOCK }]);
  await database.close();
});

afterAll(() => {
  store?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an order burst cut short by SIGKILL', () => {
  it(
    'keeps every acknowledged order after a restart, and the stock adds up',
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      store = await startStore(port, dataDir);
      const acknowledged: number[] = [];
      let killed = false;
      const body = { ...guestOrder([{ product_id: product.id, quantity: 1 }], 499), u_id: shopper.id };
      // Eight shoppers order one after another until the store dies under them.
      const shoppers = Array.from({ length: 8 }, async () => {
        while (!killed) {
          try {
            const response = await post(port, 'add/order', body, shopper.auth);
            const answer = (await response.json()) as { order_id?: number };
            if (response.status === 200 && answer.order_id) acknowledged.push(answer.order_id);
            if (acknowledged.length >= 40 && !killed) {
              killed = true;
              store!.kill('SIGKILL');
            }
          } catch {
            // The connection died with the store: this order was never acknowledged.
          }
        }
      });
      await Promise.all(shoppers);
      await exited(store!);
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);

      store = await startStore(port, dataDir);
      const history = (await (await post(port, 'list/order', {}, shopper.auth)).json()) as {
        list: { od_id: number; op_quantity: number }[];
      };
      const kept = new Set(history.list.map((line) => line.od_id));
      expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
      const listed = (await (await post(port, 'product/list', { p_id: product.id })).json()) as {
        list: { product_price: { pp_stocks: number }[] }[];
      };
      const sold = history.list.reduce((units, line) => units + line.op_quantity, 0);
      expect(listed.list[0]!.product_price[0]!.pp_stocks + sold).toBe(STOCK);

      store.kill('SIGTERM');
      await exited(store!);
      store = undefined;
    },
  );
});
