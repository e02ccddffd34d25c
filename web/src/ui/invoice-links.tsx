// The links to an order's GST tax invoice and credit notes: PDFs this server makes, at a path on the
// shop's own address, never under FILE_HOST (docs/decisions/0023-gst-invoices.md). Shown wherever an
// order is: the order's pages, ORDER HISTORY and the console. Nothing while no invoice is issued (an
// unpaid online order).
import type { TaxDocumentLink } from '@prime/contract';

export interface InvoiceLinksProps {
  invoiceNo: string | null;
  invoiceUrl: string | null;
  creditNotes: readonly TaxDocumentLink[];
  className?: string;
}

export function InvoiceLinks({ invoiceNo, invoiceUrl, creditNotes, className }: InvoiceLinksProps) {
  if (!invoiceNo || !invoiceUrl) return null;
  return (
    <p className={className}>
      Tax invoice:{' '}
      <a href={invoiceUrl} target="_blank" rel="noopener" aria-label={`Tax invoice ${invoiceNo} (PDF)`}>
        {invoiceNo}
      </a>
      {creditNotes.map((note) => (
        <span key={note.no}>
          {' · '}Credit note:{' '}
          <a href={note.url} target="_blank" rel="noopener" aria-label={`Credit note ${note.no} (PDF)`}>
            {note.no}
          </a>
        </span>
      ))}
    </p>
  );
}
