// `send/email-proof` and `prove/email` (decision 0040): a code mailed to the account's own email
// proves its owner reads it; the orders placed as a guest with that email then join My Orders.
import type { ApiSuccess } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export const sendEmailProof = () =>
  apiPost<ApiSuccess<{ proven: 0 | 1; attached: number }>>('send/email-proof', {});

export const proveEmail = (code: string) =>
  apiPost<ApiSuccess<{ attached: number }>>('prove/email', { email_otp: code });
