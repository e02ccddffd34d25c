// The saved-address calls. One module because the four share the list they refresh.
import type { Address, AddressType, ApiSuccess } from '@prime/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export const addressesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['addresses', userId],
    queryFn: async () =>
      (await apiPost<ApiSuccess<{ list: Address[] }>>('list/address', { user_id: userId })).list,
  });

export const useAddresses = (userId: string) => useQuery(addressesQuery(userId));

export interface NewAddress {
  type: AddressType;
  heading: string;
  address: string;
  state: string;
  district: string;
  pincode: string;
  phone: string;
  setdefault: 0 | 1;
}

export type AddressChanges = { adr_id: number } & Partial<Omit<NewAddress, 'phone'>>;

function useAddressMutation<T>(userId: string, send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQuery(userId).queryKey }),
  });
}

export const useAddAddress = (userId: string) =>
  useAddressMutation(userId, (address: NewAddress) =>
    apiPost<ApiSuccess<{ adr_id: number }>>('add/address', { user_id: userId, ...address }),
  );

/** Also sets the default: the server clears the other defaults in the same transaction. */
export const useEditAddress = (userId: string) =>
  useAddressMutation(userId, (changes: AddressChanges) =>
    apiPost<ApiSuccess>('edit/address', { u_id: userId, ...changes }),
  );

export const useDeleteAddress = (userId: string) =>
  useAddressMutation(userId, (adrId: number) => apiPost<ApiSuccess>('delete/address', { adr_id: adrId }));
