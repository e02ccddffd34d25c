// The dashboard's returned-to-origin panel (decision 0031): of the orders shipped in the last 30 or 90
// days, the share that came back undelivered, by payment method and for the pincodes that return most.
import { useState } from 'react';
import { formatCount } from '../../../lib/format.ts';
import { useRtoSummary } from '../api/get-rto-summary.ts';
import { QueryState } from '../shared/query-state.tsx';
import shared from '../shared/admin.module.css';

const PINCODES_SHOWN = 10;
const percent = (rate: number) => `${(Math.round(rate * 1000) / 10).toLocaleString('en-IN')} %`;
const rateOf = (row: { shipped: number; returned: number }) =>
  row.shipped === 0 ? 0 : row.returned / row.shipped;
const METHOD_WORDS: Record<string, string> = { cod: 'Cash on delivery', online: 'Paid online' };

export function RtoSummaryPanel() {
  const [days, setDays] = useState<30 | 90>(30);
  const summary = useRtoSummary(days);
  const data = summary.data;
  return (
    <section className={shared.panel} aria-labelledby="rto">
      <h2 id="rto">Returned undelivered (RTO)</h2>
      <div role="group" aria-label="Period" className={shared.formActions}>
        {([30, 90] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={choice === days ? 'btn' : 'btn btn-outline'}
            aria-pressed={choice === days}
            onClick={() => setDays(choice)}
          >
            Last {choice} days
          </button>
        ))}
      </div>
      {!data ? (
        <QueryState query={summary} loading="Loading returned parcels…" />
      ) : (
        <>
          <p>
            <strong>{percent(data.rate)}</strong> of {formatCount(data.shipped)} orders shipped came back (
            {formatCount(data.returned)}).
          </p>
          <RtoTable
            caption="By payment method"
            head="Payment"
            rows={data.by_payment.map((row) => ({
              key: row.method,
              name: METHOD_WORDS[row.method] ?? row.method,
              ...row,
            }))}
          />
          <RtoTable
            caption={`Pincodes that return most (top ${PINCODES_SHOWN})`}
            head="Pincode"
            rows={data.by_pincode
              .slice(0, PINCODES_SHOWN)
              .map((row) => ({ key: row.pincode, name: row.pincode, ...row }))}
          />
        </>
      )}
    </section>
  );
}

interface RtoRow {
  key: string;
  name: string;
  shipped: number;
  returned: number;
}

function RtoTable({ caption, head, rows }: { caption: string; head: string; rows: RtoRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div className={shared.tableWrap}>
      <table className={shared.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col" className={shared.number}>
              Shipped
            </th>
            <th scope="col" className={shared.number}>
              Returned
            </th>
            <th scope="col" className={shared.number}>
              Rate
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td className={shared.number}>{formatCount(row.shipped)}</td>
              <td className={shared.number}>{formatCount(row.returned)}</td>
              <td className={shared.number}>{percent(rateOf(row))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
