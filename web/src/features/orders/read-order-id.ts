/** The order ID a shopper typed ("1024", " #1024 "), or null when it is not one. */
export function readOrderId(value: string): number | null {
  const digits = value.trim().replace(/^#/, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  const orderId = Number(digits);
  return orderId > 0 && orderId <= 2_147_483_647 ? orderId : null;
}
