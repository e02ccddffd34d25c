import type { ApiSuccess, RegisterBody } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

/** What the shopper types; the call adds how they registered. */
export type RegisterInput = Omit<RegisterBody, 'register_method'>;

export const register = (input: RegisterInput) =>
  apiPost<ApiSuccess<{ data: { message: string } }>>('register', {
    ...input,
    register_method: 'userRegister',
  } satisfies RegisterBody);
