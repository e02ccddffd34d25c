// The day a parcel arrives, as the product page and the cart promise it ("Get it by Sat, 29 Nov"):
// the zone's whole days counted from today in India (docs/decisions/0004-delivery-estimate.md), a
// Sunday not counted where couriers do not deliver on Sundays.
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `days` delivery days after `now`'s day in India, as that calendar day (read with UTC getters). */
export function deliveryDay(days: number, now: Date, sundayDelivery: boolean): Date {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  let day = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate());
  for (let counted = 0; counted < days;) {
    day += DAY_MS;
    if (sundayDelivery || new Date(day).getUTCDay() !== 0) counted += 1;
  }
  return new Date(day);
}

/** `Get it by Sat, 29 Nov`. */
export function deliveryDateText(days: number, now: Date, sundayDelivery: boolean): string {
  const day = deliveryDay(days, now, sundayDelivery);
  return `Get it by ${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}
