import { drizzle } from 'drizzle-orm/pglite';
import { getTableColumns, sql } from 'drizzle-orm';
import * as schema from '../src/db/schema.ts';
const { orders, orderLines, idempotencyKeys, packSizes } = schema;
const db = drizzle.mock ? drizzle.mock({ schema }) : (drizzle as any)({ schema } as any);
function ordersInsert() {
  return db.insert(orders).values({ userId: null, amountPaise: 100, discountPaise: 0, couponCode: null, deliveryChargePaise: 0, codChargePaise: 0,
    paymentMethod: 'cod', paymentStatus: 'cod', name: 'A', email: 'a@b.in', mobile: '9876543210', address: 'x', city: 'y', district: 'z', state: 'Maharashtra', landmark: '', pincode: '400050', confirmBy: null } as any)
    .returning({ ...getTableColumns(orders), returned: sql<null>`null` }).toSQL();
}
function linesInsert() {
  return db.insert(orderLines).values([{ orderId: 1, productId: 1, packSizeId: 1, productName: 'p', productImage: 'i', grams: 15, unit: 'ml', quantity: 1, unitPricePaise: 100, unitMrpPaise: 100, deliveryStatus: 'Order confirmed' } as any]).returning().toSQL();
}
function keyInsert() {
  return db.insert(idempotencyKeys).values({ key: 'k', requestHash: 'h' } as any).onConflictDoNothing().returning({ key: idempotencyKeys.key }).toSQL();
}
for (const [name, f] of [['orders', ordersInsert], ['lines', linesInsert], ['key', keyInsert]] as const) {
  for (let i = 0; i < 2000; i++) f();
  const t = performance.now(); const n = 5000; for (let i = 0; i < n; i++) f();
  console.log(name, ((performance.now() - t) / n * 1000).toFixed(1), 'µs');
}
