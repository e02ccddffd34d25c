// A new account email: mails a 4-digit code there, which edit/profile then needs as `email_otp`.
import type { ApiSuccess, emailOtpBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const sendEmailOtp = (email: string) =>
  apiPost<ApiSuccess>('send/email-otp', { email } satisfies BodyOf<typeof emailOtpBody>);
