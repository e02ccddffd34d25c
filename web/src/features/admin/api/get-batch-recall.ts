// `admin/stock/batch`: a recall, every order line that took units of a batch with the customer's
// contact; `GET admin/stock/batch.csv`: the same list as a CSV file.
import type { ApiSuccess, RecallLine } from '@prime/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import { downloadFile } from './download-file.ts';

/** Asked for only once a batch number is given. */
export const useBatchRecall = (batchNo: string) =>
  useQuery({
    queryKey: ['admin', 'stock', 'batch', batchNo],
    queryFn: () => apiPost<ApiSuccess<{ list: RecallLine[] }>>('admin/stock/batch', { batch_no: batchNo }),
    enabled: batchNo !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const downloadRecall = (batchNo: string) =>
  downloadFile(
    `admin/stock/batch.csv?${new URLSearchParams({ batch_no: batchNo })}`,
    `recall-${batchNo}.csv`,
  );
