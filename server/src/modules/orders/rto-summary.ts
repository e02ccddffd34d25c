// `admin/rto/summary` (decision 0031): of the orders shipped in the last `days` days, how many came back
// to the shop undelivered (returned to origin: `Returning to seller` or `Returned to seller`), overall,
// by pincode and by payment method. Summed in the database over the shipped lines' index, so a shop
// of many orders reads it in one query.
import { sql } from 'drizzle-orm';
import type { RtoCounts, RtoSummary } from '@prime/contract';
import { rowsOf, type Db } from '../../db/client.ts';

/** The pincodes listed, most returned first. */
const PINCODES_SHOWN = 100;

interface Row {
  pincode: string;
  method: string;
  shipped: number;
  returned: number;
}

const rateOf = ({ shipped, returned }: RtoCounts) =>
  shipped === 0 ? 0 : Math.round((returned / shipped) * 10_000) / 10_000;

function addUp<K extends string>(rows: readonly Row[], keyOf: (row: Row) => string, key: K) {
  const sums = new Map<string, RtoCounts>();
  for (const row of rows) {
    const sum = sums.get(keyOf(row)) ?? { shipped: 0, returned: 0 };
    sums.set(keyOf(row), { shipped: sum.shipped + row.shipped, returned: sum.returned + row.returned });
  }
  return [...sums]
    .map(([value, counts]) => ({ [key]: value, ...counts }) as Record<K, string> & RtoCounts)
    .sort((a, b) => b.returned - a.returned || b.shipped - a.shipped || a[key].localeCompare(b[key]));
}

export async function rtoSummary(db: Db, days: number): Promise<RtoSummary> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select o.pincode, o.payment_method as method, count(*)::int as shipped, count(o.rto_at)::int as returned
      from orders o
      where o.id in (
        select l.order_id from order_lines l
        where l.shipped_at >= now() - make_interval(days => ${days}))
      group by o.pincode, o.payment_method`),
  ).map((row) => ({ ...row, shipped: Number(row.shipped), returned: Number(row.returned) }));
  const total = rows.reduce(
    (sum, row) => ({ shipped: sum.shipped + row.shipped, returned: sum.returned + row.returned }),
    { shipped: 0, returned: 0 },
  );
  return {
    days,
    ...total,
    rate: rateOf(total),
    by_pincode: addUp(rows, (row) => row.pincode, 'pincode').slice(0, PINCODES_SHOWN),
    by_payment: addUp(rows, (row) => row.method, 'method'),
  };
}
