// `admin/staff/invite`: mails the person a link that works once, for 72 hours.
import type { ApiSuccess, StaffMember, staffInviteBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const inviteStaff = (body: BodyOf<typeof staffInviteBody>) =>
  apiPost<ApiSuccess<{ data: StaffMember }>>('admin/staff/invite', body);
