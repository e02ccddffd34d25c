// Sets the new password of an account whose mailed code was verified.
import type { ApiSuccess, changePasswordBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const changePassword = (email: string, password: string) =>
  apiPost<ApiSuccess>('changepassword', { email, password } satisfies BodyOf<typeof changePasswordBody>);
