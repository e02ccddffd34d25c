// The couriers an Indian D2C brand ships with, directly or through an aggregator, as "Mark shipped"
// offers them; any other is typed in by name (`OTHER_COURIER`).
export const COURIERS = [
  'Delhivery',
  'Blue Dart',
  'DTDC',
  'Ecom Express',
  'Xpressbees',
  'Shadowfax',
  'Ekart',
  'India Post',
  'Shiprocket',
] as const;

export const OTHER_COURIER = 'Other';
