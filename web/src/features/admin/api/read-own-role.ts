// `list/users`: the signed-in account's role as the server holds it now (an admin may have changed it
// since the login; a member of the staff other than an admin gets only their own profile).
import type { ApiSuccess, UserProfile, UserRole } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export async function readOwnRole(userId: string): Promise<UserRole | undefined> {
  const { list } = await apiPost<ApiSuccess<{ list: UserProfile[] }>>('list/users', {});
  return list.find((profile) => String(profile.u_id) === userId)?.u_role;
}
