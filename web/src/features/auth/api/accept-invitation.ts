// `staff/accept`: the invitation's token and the new member's password; answers as `login` does.
import type { ApiSuccess, LoginUser, staffAcceptBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const acceptInvitation = (body: BodyOf<typeof staffAcceptBody>) =>
  apiPost<ApiSuccess<{ user: LoginUser }>>('staff/accept', body);
