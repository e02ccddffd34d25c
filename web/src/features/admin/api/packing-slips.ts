// Packing slips as PDF (docs/decisions/0022-returns-refunds-staff-alerts.md): one order's (`GET admin/order/<od_id>/packing-slip`), or one
// file for a selection of orders (`GET admin/order/packing-slips?od_ids=104,105`, at most 100).
import { downloadFile } from './download-file.ts';

export const downloadPackingSlip = (orderId: number) =>
  downloadFile(`admin/order/${orderId}/packing-slip`, `packing-slip-${orderId}.pdf`);

export const downloadPackingSlips = (orderIds: number[]) =>
  downloadFile(
    `admin/order/packing-slips?od_ids=${orderIds.join(',')}`,
    `packing-slips-${orderIds.length}-orders.pdf`,
  );
