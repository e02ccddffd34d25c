// "Login with mobile": a 6-digit code by SMS to the mobile, with or without an account.
import type { ApiSuccess, otpSendBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const sendPhoneCode = (mobile: string) =>
  apiPost<ApiSuccess>('otp/send', { mobile } satisfies BodyOf<typeof otpSendBody>);
