// Checks the mailed code; a verified code lets change-password set a new password.
import type { ApiSuccess, verifyOtpBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const verifyOtp = (email: string, otp: string) =>
  apiPost<ApiSuccess>('verifyOtp', { email, otp } satisfies BodyOf<typeof verifyOtpBody>);
