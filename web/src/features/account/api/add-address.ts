import type { AddAddressBody, ApiSuccess } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import { refreshAddresses } from './get-addresses.ts';

/** A new address as the add form sends it: the contract's body with the type and default flag chosen. */
export type NewAddress = Required<AddAddressBody>;

const addAddress = (userId: string, address: NewAddress) =>
  apiPost<ApiSuccess<{ adr_id: number }>>('add/address', { user_id: userId, ...address });

export function useAddAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: NewAddress) => addAddress(userId, address),
    onSettled: () => refreshAddresses(queryClient, userId),
  });
}
