// "Forgot password?": mails a 4-digit code to the address, when it belongs to an account.
import type { ApiSuccess, forgotPasswordBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const sendOtp = (email: string) =>
  apiPost<ApiSuccess>('forgotpassword', {
    email,
    u_role: 'user',
  } satisfies BodyOf<typeof forgotPasswordBody>);
