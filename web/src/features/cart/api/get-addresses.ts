// `list/address`: the logged-in shopper's saved addresses for checkout, the default first. Cached
// under the key the profile's address book uses, so both show one list.
import type { Address, ApiSuccess } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

/** Nothing is asked for a guest (`userId` null): addresses belong to an account. */
export const useSavedAddresses = (userId: string | null) =>
  useQuery({
    enabled: userId !== null,
    queryKey: ['addresses', userId],
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ list: Address[] }>>('list/address', { user_id: userId ?? '' })).list,
    select: (list: Address[]) => [...list].sort((a, b) => b.adr_setdefault - a.adr_setdefault),
  });
