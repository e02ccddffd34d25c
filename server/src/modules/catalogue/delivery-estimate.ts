// `list/delivery-time`: the days promised for a pincode that exists, from the zone table.
import { messages } from '@prime/contract';
import { badRequest } from '../../http/errors.ts';
import { pincodeExists } from '../../pincodes/directory.ts';
import { DELIVERY_ZONES, UNASSIGNED_REGION_DAYS, type DeliveryZone } from './delivery-zones.ts';

const zoneByPrefix = new Map<string, DeliveryZone>();
for (const zone of DELIVERY_ZONES) {
  for (const prefix of zone.prefixes) {
    if (zoneByPrefix.has(prefix)) throw new Error(`Pincode prefix ${prefix} is in two delivery zones`);
    zoneByPrefix.set(prefix, zone);
  }
}

function zoneOf(pincode: string): DeliveryZone | undefined {
  for (let length = 5; length >= 1; length -= 1) {
    const zone = zoneByPrefix.get(pincode.slice(0, length));
    if (zone) return zone;
  }
  return undefined;
}

/** Whole days to deliver to a valid 6-digit pincode. */
export const deliveryDays = (pincode: string): number => zoneOf(pincode)?.days ?? UNASSIGNED_REGION_DAYS;

/** Whether couriers deliver to the pincode on Sundays (a region without a zone: not). */
export const deliversOnSundays = (pincode: string): boolean => zoneOf(pincode)?.sundays ?? false;

/** Days to deliver to `pincode`; 400 `Please enter a valid 6-digit pincode.` when India Post has no such pincode. */
export async function deliveryDaysTo(pincode: string): Promise<number> {
  if (!(await pincodeExists(pincode))) {
    throw badRequest(messages.invalidPincode, [{ field: 'pincode', message: messages.invalidPincode }]);
  }
  return deliveryDays(pincode);
}
