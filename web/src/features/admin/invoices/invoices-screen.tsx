// /admin/invoices: a month's GST tax invoices and credit notes (India time), each with its figures and
// PDF, the month's totals of taxable value, CGST, SGST and IGST, and the month's GSTR-1 summary as a
// CSV download (docs/decisions/0023-gst-invoices.md). Credit notes' figures are negative: they take
// back what was invoiced.
import {
  INVOICE_LIST_PAGE_SIZE,
  invoiceListBody,
  type Gstr1Table,
  type InvoiceListEntry,
  type TaxFigures,
} from '@prime/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '../../../lib/format.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { downloadGstr1, useInvoices } from '../api/get-invoices.ts';
import { FilterForm, ListTable, PagedList } from '../shared/list-screen.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useListFilters } from '../shared/use-list-filters.ts';
import shared from '../shared/admin.module.css';
import styles from './invoices.module.css';

const FILTERS = ['month'] as const;
const monthOnly = invoiceListBody.pick({ month: true });

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

const COLUMNS = [
  { label: 'Number' },
  { label: 'Date' },
  { label: 'Order' },
  { label: 'State' },
  ...FIGURES.map(({ label }) => ({ label, figures: true })),
];

export default function InvoicesScreen() {
  const filters = useListFilters(FILTERS, { schema: monthOnly, defaults: { month: thisMonth() } });
  const { month } = filters.values;
  const invoices = useInvoices(month, filters.page);
  const gstr1 = useGstr1Download(month);

  return (
    <>
      <ScreenHead title="GST invoices" />
      <FilterForm
        label="Choose the month"
        submit="Show month"
        onSubmit={filters.submit}
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={() => gstr1.download('summary')}>
              Download GSTR-1 CSV
            </button>
            {GSTR1_EXTRA_TABLES.map(({ table, label }) => (
              <button
                key={table}
                type="button"
                className="btn btn-outline"
                onClick={() => gstr1.download(table)}
              >
                {label}
              </button>
            ))}
          </>
        }
        footer={
          gstr1.error && (
            <p className="field-error" role="alert">
              {gstr1.error}
            </p>
          )
        }
      >
        <TextField label="Month" type="month" hint="YYYY-MM, India time" {...filters.field('month')} />
      </FilterForm>
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
      <PagedList
        label="Invoices and credit notes"
        query={invoices}
        loading="Loading the invoices…"
        empty="No invoices or credit notes in this month."
        pager={{ label: 'Invoice pages', perPage: INVOICE_LIST_PAGE_SIZE }}
        at={filters}
      >
        {(list) => (
          <ListTable
            columns={COLUMNS}
            caption={`Invoices and credit notes of ${month}`}
            captionUnseen
            cardsOnPhone
          >
            {list.map((entry) => (
              <InvoiceRow key={entry.no} entry={entry} />
            ))}
          </ListTable>
        )}
      </PagedList>
    </>
  );
}

/** The GSTR-1 tables for the GST offline tool, besides the summary. */
const GSTR1_EXTRA_TABLES: { table: Gstr1Table; label: string }[] = [
  { table: 'b2cs', label: 'B2C small (offline tool)' },
  { table: 'hsn', label: 'HSN summary (table 12)' },
  { table: 'docs', label: 'Documents issued (table 13)' },
];

/** The month's GSTR-1 CSV (or one of its tables), and why it could not be downloaded. */
function useGstr1Download(month: string) {
  const [error, setError] = useState<string>();
  async function download(table: Gstr1Table) {
    setError(undefined);
    try {
      await downloadGstr1(month, table);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }
  return { error, download: (table: Gstr1Table) => void download(table) };
}

function InvoiceRow({ entry }: { entry: InvoiceListEntry }) {
  return (
    <tr>
      <th scope="row">
        <a href={entry.url} target="_blank" rel="noopener">
          {entry.no}
        </a>
        {entry.kind === 'credit_note' && <span className={shared.muted}> (credit note)</span>}
      </th>
      <td data-label="Date">{entry.date}</td>
      <td data-label="Order">
        <Link to={`/admin/orders/${entry.od_id}`}>#{entry.od_id}</Link>
      </td>
      <td data-label="State">{entry.state}</td>
      {FIGURES.map(({ key, label }) => (
        <td key={key} className={shared.number} data-label={label}>
          {signed(entry[key])}
        </td>
      ))}
    </tr>
  );
}
