// /admin/stock/recall: a batch recall. For a batch number, every order line that took units of it with
// the customer's name, email and phone (to call them back), and the same list as a CSV download for the
// brand.
import { batchNoField, stockBatchBody, type RecallLine } from '@prime/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { downloadRecall, useBatchRecall } from '../api/get-batch-recall.ts';
import { FilterForm, ListPanel, ListTable } from '../shared/list-screen.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useListFilters } from '../shared/use-list-filters.ts';
import { formatDateTime } from '../shared/words.ts';
import shared from '../shared/admin.module.css';

const FILTERS = ['batch_no'] as const;

const COLUMNS = [
  { label: 'Order' },
  { label: 'Placed' },
  { label: 'Product' },
  { label: 'Units', figures: true },
  { label: 'Customer' },
  { label: 'Email' },
  { label: 'Phone' },
  { label: 'Status' },
];

export default function RecallScreen() {
  const filters = useListFilters(FILTERS, { schema: stockBatchBody });
  const parsed = batchNoField.safeParse(filters.values.batch_no);
  const batchNo = parsed.success ? parsed.data : '';
  const recall = useBatchRecall(batchNo);
  const download = useRecallDownload(batchNo);

  return (
    <>
      <ScreenHead title="Batch recall" />
      <FilterForm
        label="Find a batch"
        search
        submit="Find orders"
        onSubmit={filters.submit}
        actions={
          batchNo ? (
            <button type="button" className="btn btn-outline" onClick={download.start}>
              Download CSV
            </button>
          ) : undefined
        }
        footer={
          download.error && (
            <p className="field-error" role="alert">
              {download.error}
            </p>
          )
        }
      >
        <TextField label="Batch number" autoComplete="off" {...filters.field('batch_no')} />
      </FilterForm>
      {batchNo && (
        <ListPanel
          label="Orders with this batch"
          query={recall}
          items={recall.data?.list}
          loading="Looking for the orders…"
          empty={`No order took units of batch ${batchNo}.`}
          before={
            recall.data && (
              <p className={shared.muted} aria-live="polite">
                {formatCount(recall.data.list.length)}{' '}
                {recall.data.list.length === 1 ? 'order line' : 'order lines'} took batch {batchNo}
              </p>
            )
          }
        >
          {(list) => <RecallTable batchNo={batchNo} lines={list} />}
        </ListPanel>
      )}
    </>
  );
}

function RecallTable({ batchNo, lines }: { batchNo: string; lines: RecallLine[] }) {
  return (
    <ListTable columns={COLUMNS} caption={`Order lines with batch ${batchNo}`} captionUnseen cardsOnPhone>
      {lines.map((line) => (
        <tr key={line.op_id}>
          <th scope="row" data-label="Order">
            <Link to={`/admin/orders/${line.od_id}`}>#{line.od_id}</Link>
          </th>
          <td data-label="Placed">{formatDateTime(line.od_created_at)}</td>
          <td data-label="Product">
            {line.p_productname} {line.op_packet_size} gm
          </td>
          <td data-label="Units" className={shared.number}>
            {formatCount(line.quantity)}
          </td>
          <td data-label="Customer">{line.user_name}</td>
          <td data-label="Email">
            <a href={`mailto:${line.user_email}`}>{line.user_email}</a>
          </td>
          <td data-label="Phone">
            <a href={`tel:+91${line.user_mobile_no}`}>{line.user_mobile_no}</a>
          </td>
          <td data-label="Status">{line.op_delivery_status}</td>
        </tr>
      ))}
    </ListTable>
  );
}

/** The recall's CSV, and why it could not be downloaded. */
function useRecallDownload(batchNo: string) {
  const [error, setError] = useState<string>();
  async function download() {
    setError(undefined);
    try {
      await downloadRecall(batchNo);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }
  return { error, start: () => void download() };
}
