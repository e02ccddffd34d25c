// The three calls of "Forgot password?": mail a code, check it, set the new password.
import type { ApiSuccess } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export const sendOtp = (email: string) => apiPost<ApiSuccess>('forgotpassword', { email, u_role: 'user' });

export const verifyOtp = (email: string, otp: string) => apiPost<ApiSuccess>('verifyOtp', { email, otp });

export const changePassword = (email: string, password: string) =>
  apiPost<ApiSuccess>('changepassword', { email, password });
