// How a saved address names its place. One saved before addresses had a city has '' there: its
// district stands for the city, and a district equal to the city is said once ("Pune", not "Pune, Pune").
import type { Address } from '@prime/contract';

/** The city of a saved address: its own, else its district. */
export const cityOfAddress = (address: Address) => address.adr_city.trim() || address.adr_district;

/** The address on one line: street, city, the district when it is another place, state - pincode. */
export function addressLine(address: Address): string {
  const city = cityOfAddress(address);
  const district = address.adr_district.trim();
  const places = district && district !== city ? [city, district] : [city];
  return `${[address.adr_address, ...places, address.adr_state].join(', ')} - ${address.adr_pincode}`;
}
