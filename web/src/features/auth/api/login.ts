import type { ApiSuccess, LoginUser } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export interface LoginInput {
  email: string;
  password: string;
}

/** The seed client always logs in with role user; the account decides the real role. */
export const login = (input: LoginInput) =>
  apiPost<ApiSuccess<{ user: LoginUser }>>('login', { ...input, role: 'user' });
