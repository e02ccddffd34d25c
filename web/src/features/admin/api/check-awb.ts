// `admin/order/awb-check`: why an AWB may be a mistake on this order (it does not look like one, or
// another order carries it), asked before "Mark shipped" saves it.
import type { AdminAwbCheckBody, adminAwbCheckBody, ApiSuccess } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const checkAwb = async (check: AdminAwbCheckBody): Promise<string[]> =>
  (
    await apiPost<ApiSuccess<{ warnings: string[] }>>(
      'admin/order/awb-check',
      check satisfies BodyOf<typeof adminAwbCheckBody>,
    )
  ).warnings;
