// `pincode/info`: India Post's district, state and post offices of a pincode, asked once per pincode
// a page meets (the forms fill the address from it at the sixth digit).
import type { ApiSuccess, PincodeInfoData } from '@prime/contract';
import { apiPost, ApiError } from './api.ts';

const known = new Map<string, Promise<PincodeInfoData | null>>();

/** The pincode's data; null when India Post has no such pincode. Rejects when the shop cannot be asked. */
export function pincodeInfo(pincode: string): Promise<PincodeInfoData | null> {
  let asked = known.get(pincode);
  if (!asked) {
    asked = apiPost<ApiSuccess<{ data: PincodeInfoData }>>('pincode/info', { pincode }).then(
      (answer) => answer.data,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        known.delete(pincode);
        throw error;
      },
    );
    known.set(pincode, asked);
  }
  return asked;
}
