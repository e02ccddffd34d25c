// Invoice numbers under real concurrency: two store processes (`node src/main.ts`, each with its own
// pool) on one PostgreSQL database take 50 cash orders at once, and the invoices are numbered
// 000001…000050 in the year's series, none missing and none twice; credit notes cancelling some of
// them at once have their own gap-free series. Runs only with TEST_DATABASE_URL.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/open-database.ts';
import { orders, taxDocuments } from '../db/schema.ts';
import {
  guestOrder,
  makeProduct,
  makeShopper,
  type Shopper,
  type TestProduct,
} from '../test/shop-fixtures.ts';
import { freePort, startStore } from '../test/store-process.ts';
import { createScratchDatabase } from '../test/test-app.ts';
import { financialYear } from './financial-year.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let dataDir: string;
let product: TestProduct;
let admin: Shopper;
const stores: ChildProcess[] = [];
const ports: number[] = [];

/** A store process of its own data folder on the shared database. */
function startStoreOn(port: number, databaseUrl: string): Promise<ChildProcess> {
  const ownData = path.join(dataDir, String(port));
  fs.mkdirSync(ownData);
  return startStore(port, ownData, { DATABASE_URL: databaseUrl });
}

const post = async (port: number, call: string, body: object, headers: Record<string, string> = {}) => {
  const response = await fetch(`http://127.0.0.1:${port}/prime/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  if (!serverUrl) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-invoices-'));
  scratch = await createScratchDatabase(serverUrl);
  const database = await openPostgres(scratch.url);
  await database.migrate();
  product = await makeProduct(database.db, [{ grams: 50, mrp: 599, price: 499, stock: 1000 }]);
  admin = await makeShopper(database.db, 'admin');
  await database.close();
  ports.push(await freePort(), await freePort());
  stores.push(...(await Promise.all(ports.map((port) => startStoreOn(port, scratch!.url)))));
}, 200_000);

afterAll(async () => {
  for (const store of stores) store.kill('SIGKILL');
  await scratch?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const serials = (numbers: string[]) => numbers.map((no) => Number(no.split('/')[2])).sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe.runIf(serverUrl)('invoice numbers across two processes', () => {
  it(
    'numbers 50 concurrent orders consecutively, no gap and no reuse, and credit notes in their own series',
    { timeout: 200_000 },
    async () => {
      const year = financialYear(new Date());
      const states = ['Maharashtra', 'Karnataka', 'Delhi', 'Kerala', 'West Bengal'];
      const placed = await Promise.all(
        oneTo(50).map((n) =>
          post(
            ports[n % 2]!,
            'add/order',
            guestOrder(
              [{ product_id: product.id, quantity: 1 + (n % 3), packet_size: 50 }],
              499 * (1 + (n % 3)),
              {
                user_state: states[n % states.length],
              },
            ),
          ),
        ),
      );
      expect(placed.map((answer) => answer.status)).toEqual(Array(50).fill(200));
      const database = await openPostgres(scratch!.url);
      try {
        const invoices = await database.db
          .select()
          .from(taxDocuments)
          .where(eq(taxDocuments.kind, 'invoice'));
        expect(invoices).toHaveLength(50);
        expect(invoices.every((invoice) => invoice.number.startsWith(`PRM/${year}/`))).toBe(true);
        expect(serials(invoices.map((invoice) => invoice.number))).toEqual(oneTo(50));
        const ordered = await database.db
          .select({ amount: orders.amountPaise, id: orders.id, no: orders.invoiceNumber })
          .from(orders);
        for (const order of ordered) {
          const invoice = invoices.find((candidate) => candidate.orderId === order.id)!;
          expect(invoice.number).toBe(order.no);
          expect(invoice.totalPaise).toBe(order.amount);
          expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise).toBe(
            order.amount,
          );
        }

        // Twenty of them cancelled at once through both processes: twenty credit notes, 1…20.
        const cancelled = await Promise.all(
          placed
            .slice(0, 20)
            .map((answer, n) =>
              post(
                ports[n % 2]!,
                'cancel-order',
                { od_id: answer.body.order_id, reason: 'Test' },
                { authorization: `Bearer ${admin.token}` },
              ),
            ),
        );
        expect(cancelled.map((answer) => answer.status)).toEqual(Array(20).fill(200));
        const notes = await database.db
          .select()
          .from(taxDocuments)
          .where(eq(taxDocuments.kind, 'credit_note'));
        expect(serials(notes.map((note) => note.number))).toEqual(oneTo(20));
        expect(notes.every((note) => note.number.startsWith(`PRM-CN/${year}/`))).toBe(true);
      } finally {
        await database.close();
      }
    },
  );
});
