// `add/notify`: mail me once the product can be bought (docs/decisions/0024-notify-alerts.md). A
// logged-in shopper's account email is used when `email` is left out.
import type { ApiSuccess } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export const askToNotify = (body: { p_id: number; email?: string }) =>
  apiPost<ApiSuccess<Record<string, never>>>('add/notify', body);
