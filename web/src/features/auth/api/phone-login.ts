// "Login with mobile": the code opens the account of the mobile, or makes one with `name`.
import type { ApiSuccess, LoginUser, otpLoginBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const phoneLogin = (input: BodyOf<typeof otpLoginBody>) =>
  apiPost<ApiSuccess<{ user: LoginUser }>>('otp/login', input);
