// `admin/staff/remove`: the member's sessions end at once and they cannot log in any more.
import type { ApiSuccess } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export const removeStaff = (u_id: number) => apiPost<ApiSuccess>('admin/staff/remove', { u_id });
