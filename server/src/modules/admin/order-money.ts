// What an order brings in, one rule for the dashboard and the customers screen: an order that is not
// cancelled and is paid online or to be paid on delivery counts, less what was refunded; an online
// order still waiting for its payment (or whose payment failed) brings in nothing yet.
export const EARNING_PAYMENT_STATUSES = ['cod', 'paid'] as const;

export const isEarning = (order: { paymentStatus: string; cancelledAt: Date | null }) =>
  order.cancelledAt === null && (EARNING_PAYMENT_STATUSES as readonly string[]).includes(order.paymentStatus);

/** What an earning order brings in, in paise. */
export const earnedPaise = (order: { amountPaise: number; refundedPaise: number }) =>
  order.amountPaise - order.refundedPaise;
