// Whole days from our Maharashtra warehouses (Bhiwandi for Mumbai, Pune) to each postal region, by the
// leading digits of the pincode. Reasoning and sources: docs/decisions/0004-delivery-estimate.md.
// Zones are listed nearest first; days never decrease down the list.

export interface DeliveryZone {
  name: string;
  days: number;
  /** Pincode prefixes (1 to 5 digits); the longest matching prefix decides the zone. */
  prefixes: string[];
  /**
   * Whether couriers deliver there on Sundays: only from the warehouses' own cities and the metros
   * next to them; elsewhere a Sunday is not a delivery day and the promised date skips it.
   */
  sundays: boolean;
}

/** `range(20, 28)` → `['20', '21', …, '28']`. */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

export const DELIVERY_ZONES: DeliveryZone[] = [
  {
    name: 'Warehouse cities: Mumbai, Thane, Bhiwandi, Pune',
    days: 1,
    sundays: true,
    prefixes: ['400', '401', '421', '411', '412'],
  },
  {
    name: 'Other Maharashtra metros: Navi Mumbai and Raigad, Nashik, Aurangabad, Nagpur',
    days: 2,
    sundays: true,
    prefixes: ['410', '422', '431', '440'],
  },
  {
    name: 'Rest of Maharashtra, Goa, Gujarat, Daman and Dadra',
    days: 3,
    sundays: false,
    prefixes: range(40, 44).concat(range(36, 39)),
  },
  {
    name: 'Neighbouring states: Madhya Pradesh, Chhattisgarh, Telangana, Andhra Pradesh, Karnataka',
    days: 4,
    sundays: false,
    prefixes: range(45, 49).concat(range(50, 53), range(56, 59)),
  },
  {
    name: 'Far states: Delhi, Haryana, Punjab, Chandigarh, Uttar Pradesh, Uttarakhand, Rajasthan, Tamil Nadu, Kerala, Odisha, West Bengal, Bihar, Jharkhand',
    days: 5,
    sundays: false,
    prefixes: ['11'].concat(
      range(12, 16),
      range(20, 28),
      range(30, 34),
      range(60, 64),
      range(67, 69),
      range(70, 77),
      range(80, 85),
    ),
  },
  {
    name: 'Hill states: Himachal Pradesh, Sikkim, Assam',
    days: 6,
    sundays: false,
    prefixes: ['17', '737', '78'],
  },
  {
    name: 'North-East beyond Assam, Jammu and Kashmir, Ladakh',
    days: 7,
    sundays: false,
    prefixes: ['79', '18', '19'],
  },
  {
    name: 'Islands: Andaman and Nicobar, Lakshadweep',
    days: 8,
    sundays: false,
    prefixes: ['744', '68255'],
  },
];

/**
 * A pincode of India Post's directory under a prefix of no zone: none today (54, 55, 65, 66 and 86–99
 * start none of them), but a new one would be promised as the far states are.
 */
export const UNASSIGNED_REGION_DAYS = 5;
