import type { ApiSuccess, LoginBody, LoginUser } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

type LoginInput = Pick<LoginBody, 'email' | 'password'>;

/** The seed client always logs in with role user; the account decides the real role. */
export const login = (input: LoginInput) =>
  apiPost<ApiSuccess<{ user: LoginUser }>>('login', { ...input, role: 'user' } satisfies LoginBody);
