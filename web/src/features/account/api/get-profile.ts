import type { ApiSuccess, UserProfile } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import { getSession, updateSessionProfile } from '../../../lib/session.ts';

/**
 * The caller's own profile. `list/users` answers a customer with their own entry but an admin with
 * every account, so the entry is picked by the session's user id, never by its place in the list.
 */
export const getProfile = async (userId: string) => {
  const { list } = await apiPost<ApiSuccess<{ list: UserProfile[] }>>('list/users', { u_id: userId });
  const profile = list.find((user) => String(user.u_id) === userId) ?? null;
  // The header greets by the name kept at login: the account's own, once read, wins (a rename made in
  // another browser, or by the shop).
  const session = getSession();
  if (profile?.u_name && session?.userId === userId && session.name !== profile.u_name) {
    updateSessionProfile({ name: profile.u_name, email: profile.u_email, phone: profile.u_mobile });
  }
  return profile;
};

export const profileQuery = (userId: string) =>
  queryOptions({ queryKey: ['profile', userId], queryFn: () => getProfile(userId) });

export const useProfile = (userId: string) => useQuery(profileQuery(userId));
