// `list/delivery-time`: the days promised for a pincode that exists, from the zone table.
import { messages } from '@prime/contract';
import { badRequest } from '../../http/errors.ts';
import { pincodeExists } from './delivery-pincodes.ts';
import { DELIVERY_ZONES, UNASSIGNED_REGION_DAYS } from './delivery-zones.ts';

const daysByPrefix = new Map<string, number>();
for (const zone of DELIVERY_ZONES) {
  for (const prefix of zone.prefixes) {
    if (daysByPrefix.has(prefix)) throw new Error(`Pincode prefix ${prefix} is in two delivery zones`);
    daysByPrefix.set(prefix, zone.days);
  }
}

/** Whole days to deliver to a valid 6-digit pincode. */
export function deliveryDays(pincode: string): number {
  for (let length = 5; length >= 1; length -= 1) {
    const days = daysByPrefix.get(pincode.slice(0, length));
    if (days !== undefined) return days;
  }
  return UNASSIGNED_REGION_DAYS;
}

/** Days to deliver to `pincode`; 400 `Please enter a valid 6-digit pincode.` when India Post has no such pincode. */
export async function deliveryDaysTo(pincode: string): Promise<number> {
  if (!(await pincodeExists(pincode))) {
    throw badRequest(messages.invalidPincode, [{ field: 'pincode', message: messages.invalidPincode }]);
  }
  return deliveryDays(pincode);
}
