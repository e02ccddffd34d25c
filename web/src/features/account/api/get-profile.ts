import type { ApiSuccess, UserProfile } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const getProfile = async (userId: string) => {
  const { list } = await apiPost<ApiSuccess<{ list: UserProfile[] }>>('list/users', { u_id: userId });
  return list[0] ?? null;
};

export const profileQuery = (userId: string) =>
  queryOptions({ queryKey: ['profile', userId], queryFn: () => getProfile(userId) });

export const useProfile = (userId: string) => useQuery(profileQuery(userId));
