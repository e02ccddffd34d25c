// /admin/invoices: a month's GST tax invoices and credit notes (India time), each with its figures and
// PDF, the month's totals of taxable value, CGST, SGST and IGST, and the month's GSTR-1 summary as a
// CSV download (docs/decisions/0023-gst-invoices.md). Credit notes' figures are negative: they take
// back what was invoiced.
import { INVOICE_LIST_PAGE_SIZE, monthField, type TaxFigures } from '@prime/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '../../../lib/format.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { downloadGstr1, useInvoices } from '../api/get-invoices.ts';
import { Pager } from '../shared/pager.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useUrlFilters } from '../shared/use-url-filters.ts';
import shared from '../shared/admin.module.css';
import styles from './invoices.module.css';

const FILTERS = ['month'] as const;

/** This month in India time, `2026-11`. */
const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/** Rupees with a minus sign for what a credit note takes back. */
const signed = (amount: number) => (amount < 0 ? `−${formatRupees(-amount)}` : formatRupees(amount));

const FIGURES: { key: keyof TaxFigures; label: string }[] = [
  { key: 'taxable', label: 'Taxable value' },
  { key: 'cgst', label: 'CGST' },
  { key: 'sgst', label: 'SGST' },
  { key: 'igst', label: 'IGST' },
  { key: 'total', label: 'Total' },
];

export default function InvoicesScreen() {
  const { values, page, apply, goToPage } = useUrlFilters(FILTERS);
  const month = values.month || thisMonth();
  const [draft, setDraft] = useState(month);
  const [error, setError] = useState<string>();
  const [downloadError, setDownloadError] = useState<string>();
  const invoices = useInvoices(month, page);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = monthField.safeParse(draft);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) apply({ month: checked.data });
  }

  async function download() {
    setDownloadError(undefined);
    try {
      await downloadGstr1(month);
    } catch (failure) {
      setDownloadError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <>
      <ScreenHead title="GST invoices" />
      <form className={shared.panel} aria-label="Choose the month" onSubmit={onSubmit} noValidate>
        <div className={shared.filters}>
          <TextField
            label="Month"
            type="month"
            hint="YYYY-MM, India time"
            value={draft}
            error={error}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <div className={shared.filterActions}>
          <button type="submit" className="btn">
            Show month
          </button>
          <button type="button" className="btn btn-outline" onClick={() => void download()}>
            Download GSTR-1 CSV
          </button>
        </div>
        {downloadError && (
          <p className="field-error" role="alert">
            {downloadError}
          </p>
        )}
      </form>
      <section className={shared.panel} aria-labelledby="invoice-totals">
        <h2 id="invoice-totals">Totals for {month}</h2>
        {invoices.data && (
          <dl className={styles.totals}>
            {FIGURES.map(({ key, label }) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{signed(invoices.data.totals[key])}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className={shared.panel} aria-label="Invoices and credit notes">
        {!invoices.data ? (
          <QueryState query={invoices} loading="Loading the invoices…" />
        ) : invoices.data.list.length === 0 ? (
          <p className={shared.empty}>No invoices or credit notes in this month.</p>
        ) : (
          <>
            <div className={shared.tableWrap}>
              <table className={shared.table}>
                <caption className="visually-hidden">Invoices and credit notes of {month}</caption>
                <thead>
                  <tr>
                    <th scope="col">Number</th>
                    <th scope="col">Date</th>
                    <th scope="col">Order</th>
                    <th scope="col">State</th>
                    {FIGURES.map(({ key, label }) => (
                      <th key={key} scope="col" className={shared.number}>
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {invoices.data.list.map((entry) => (
                    <tr key={entry.no}>
                      <th scope="row">
                        <a href={entry.url} target="_blank" rel="noopener">
                          {entry.no}
                        </a>
                        {entry.kind === 'credit_note' && <span className={shared.muted}> (credit note)</span>}
                      </th>
                      <td>{entry.date}</td>
                      <td>
                        <Link to={`/admin/orders/${entry.od_id}`}>#{entry.od_id}</Link>
                      </td>
                      <td>{entry.state}</td>
                      {FIGURES.map(({ key }) => (
                        <td key={key} className={shared.number}>
                          {signed(entry[key])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              label="Invoice pages"
              page={page}
              total={invoices.data.total}
              perPage={INVOICE_LIST_PAGE_SIZE}
              onPage={goToPage}
            />
          </>
        )}
      </section>
    </>
  );
}
