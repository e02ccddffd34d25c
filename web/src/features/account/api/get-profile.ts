import type { ApiSuccess, UserProfile } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

/**
 * The caller's own profile. `list/users` answers a customer with their own entry but an admin with
 * every account, so the entry is picked by the session's user id, never by its place in the list.
 */
export const getProfile = async (userId: string) => {
  const { list } = await apiPost<ApiSuccess<{ list: UserProfile[] }>>('list/users', { u_id: userId });
  return list.find((user) => String(user.u_id) === userId) ?? null;
};

export const profileQuery = (userId: string) =>
  queryOptions({ queryKey: ['profile', userId], queryFn: () => getProfile(userId) });

export const useProfile = (userId: string) => useQuery(profileQuery(userId));
