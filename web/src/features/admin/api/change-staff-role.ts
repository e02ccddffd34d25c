// `admin/staff/role`: the member works with the new role from their next request.
import type { ApiSuccess, StaffMember, staffRoleBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const changeStaffRole = (body: BodyOf<typeof staffRoleBody>) =>
  apiPost<ApiSuccess<{ data: StaffMember }>>('admin/staff/role', body);
