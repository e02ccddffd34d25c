import { DEFAULT_MIN_SHELF_LIFE_DAYS, sellableFrom } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from './open-database.ts';
import { insertCategory, insertProduct } from './factories.ts';
import { releaseOrderStock, takeOrderStock } from '../shop/order-stock.ts';
import {
  bumpSiteRevision,
  bumpStockRevision,
  knownSiteRevision,
  readContentRevision,
  readSiteRevision,
  SiteRevisionReader,
} from './site-revision.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('site revision', () => {
  it('counts changes once they are committed, and not those rolled back', async () => {
    const { db } = database;
    const before = await readSiteRevision(db);
    await db.transaction((tx) => bumpSiteRevision(tx));
    expect(await readSiteRevision(db)).toBe(before + 1);

    await expect(
      db.transaction(async (tx) => {
        await bumpSiteRevision(tx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await readSiteRevision(db)).toBe(before + 1);
  });

  // The embedded database runs one statement at a time: a read waits for the transaction to end.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'is not seen by requests served before the change commits',
    async () => {
      const { db } = database;
      const before = await readSiteRevision(db);
      await db.transaction(async (tx) => {
        await bumpSiteRevision(tx);
        expect(await readSiteRevision(db)).toBe(before);
      });
      expect(await readSiteRevision(db)).toBe(before + 1);
    },
  );

  it('is bumped when an order takes stock and when a cancellation gives it back', async () => {
    const { db } = database;
    const categoryId = await insertCategory(db, 'Serums');
    const product = await insertProduct(db, {
      name: 'Niacinamide Serum',
      categoryId,
      packs: [{ grams: 30, mrp: 700, price: 600, stock: 5 }],
    });
    const start = await readSiteRevision(db);
    // No order line (id 0) to record the lots on: only the stock and the revision matter here.
    const request = { packSizeId: product.packSizeIds[0]!, quantity: 2, productName: 'Serum', lineId: 0 };
    const content = await readContentRevision(db);
    await db.transaction((tx) =>
      takeOrderStock(tx, [request], sellableFrom(DEFAULT_MIN_SHELF_LIFE_DAYS), true),
    );
    expect(await readSiteRevision(db)).toBe(start + 1);
    // Stock moved, nothing else: what hangs on the content alone (settings, coupons) stays kept.
    expect(await readContentRevision(db)).toBe(content);
    // Nothing to give back (no such order): nothing changed, no new revision.
    await db.transaction((tx) => releaseOrderStock(tx, 999_999));
    expect(await readSiteRevision(db)).toBe(start + 1);
  });

  it('shares a read among requests that arrive together, and never answers one from a read begun before it', async () => {
    const reads: { resolve: (value: number) => void }[] = [];
    const reader = new SiteRevisionReader(() => new Promise<number>((resolve) => reads.push({ resolve })));
    const first = reader.read();
    // These arrive while the first read runs: a change committed meanwhile may be missing from it,
    // so they wait for one read more, which they share.
    const second = reader.read();
    const third = reader.read();
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(7);
    expect(await first).toBe(7);
    await Promise.resolve();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(8);
    expect(await Promise.all([second, third])).toEqual([8, 8]);
    // Nothing running: the next request starts a read of its own.
    const fourth = reader.read();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve(9);
    expect(await fourth).toBe(9);
  });

  it('told of every change, keeps the count it read until the next one, and trusts no read a change overtook', async () => {
    const reads: { resolve: (value: number) => void }[] = [];
    const reader = new SiteRevisionReader(() => new Promise<number>((resolve) => reads.push({ resolve })));
    reader.follow();
    const first = reader.read();
    reads[0]!.resolve(4);
    expect(await first).toBe(4);
    // No change since: answered without a read.
    expect(reader.peek()).toBe(4);
    expect(await reader.read()).toBe(4);
    expect(reads).toHaveLength(1);

    reader.changed();
    expect(reader.peek()).toBeUndefined();
    const second = reader.read();
    expect(reads).toHaveLength(2);
    // A change committed while this read ran: its answer may predate it, so it is not kept.
    reader.changed();
    reads[1]!.resolve(5);
    expect(await second).toBe(5);
    expect(reader.peek()).toBeUndefined();
    const third = reader.read();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve(6);
    expect(await third).toBe(6);
    expect(reader.peek()).toBe(6);
  });

  it('a reader that is not told of changes reads the count for every request', async () => {
    let reads = 0;
    const reader = new SiteRevisionReader(async () => {
      reads += 1;
      return 3;
    });
    expect(await reader.read()).toBe(3);
    expect(await reader.read()).toBe(3);
    expect(reader.peek()).toBeUndefined();
    expect(reads).toBe(2);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'on the embedded database, a committed change is known before its transaction returns',
    async () => {
      const { db } = database;
      const before = await readSiteRevision(db);
      expect(knownSiteRevision(db)).toBe(before);
      await db.transaction((tx) => bumpSiteRevision(tx));
      // The notification tells the new count: known without a read.
      expect(knownSiteRevision(db)).toBe(before + 1);
      expect(await readSiteRevision(db)).toBe(before + 1);
      await db.transaction((tx) => bumpStockRevision(tx));
      expect(knownSiteRevision(db)).toBe(before + 2);
      await expect(
        db.transaction(async (tx) => {
          await bumpSiteRevision(tx);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      // Rolled back: nothing notified, the count known is still the current one.
      expect(knownSiteRevision(db)).toBe(before + 2);
    },
  );
});
