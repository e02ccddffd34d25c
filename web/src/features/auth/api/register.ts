import type { ApiSuccess } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  mobile: string;
}

export const register = (input: RegisterInput) =>
  apiPost<ApiSuccess<{ data: { message: string } }>>('register', {
    ...input,
    register_method: 'userRegister',
  });
