import type { ApiSuccess } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';
import { refreshAddresses } from './get-addresses.ts';

const deleteAddress = (adrId: number) => apiPost<ApiSuccess>('delete/address', { adr_id: adrId });

export function useDeleteAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => refreshAddresses(queryClient, userId),
  });
}
