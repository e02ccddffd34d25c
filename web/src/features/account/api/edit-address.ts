import type { ApiSuccess, EditAddressBody } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import { refreshAddresses } from './get-addresses.ts';

/** The address to change (`adr_id`) and only the fields that change. */
type AddressChanges = EditAddressBody;

const editAddress = (userId: string, changes: AddressChanges) =>
  apiPost<ApiSuccess>('edit/address', { u_id: userId, ...changes });

/** Also sets the default: the server clears the other defaults in the same transaction. */
export function useEditAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AddressChanges) => editAddress(userId, changes),
    onSettled: () => refreshAddresses(queryClient, userId),
  });
}
