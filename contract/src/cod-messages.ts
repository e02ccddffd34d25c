// The words of cash on delivery's rules (decision 0031): why it is not offered, confirming an order, a
// failed delivery and the parcel's way back to the shop. Kept apart from cod.ts so the status rules
// (orders.ts) can use them without a cycle.
import { formatPaise } from './money.ts';

export const codMessages = {
  notAtPincode: 'Cash on delivery is not available at this pincode.',
  notForAccount: 'Cash on delivery is not available for this account. Please pay online.',
  cannotConfirm: 'This order can no longer be confirmed.',
  confirmed: 'Your order is confirmed.',
  awaitingConfirmation: 'This order is waiting for confirmation. Please confirm the whole order first.',
  deliveryFailedRecorded: 'The failed delivery is recorded.',
  nothingWithCourier: 'No item of this order is with the courier.',
  choiceSaved: 'Thank you. We have your choice.',
  choiceNotAsked: 'This order is not waiting for a delivery choice.',
  choiceInvalid: 'Choose reattempt or cancel.',
  dateRequired: 'Choose a date for the next delivery attempt.',
  dateInvalid: 'Choose a date within the next 7 days.',
  landmarkTooLong: 'The landmark can be at most 200 characters.',
  reasonInvalid:
    'Choose a reason: Customer not available, Address incomplete, Customer refused, Phone unreachable or Other.',
  rtoStarted: 'The parcel is returning to the shop.',
  notFailed: 'Only a parcel whose delivery failed can be returned to the shop.',
  notReturning: 'No item of this order is returning to the shop.',
  rtoReceived: 'The parcel is back with the shop.',
  daysInvalid: 'Enter a whole number of days from 1 to 365.',
  maxAmountInvalid: 'Enter an amount in rupees, or leave it empty for no limit.',
  pincodesInvalid: 'Enter 6-digit pincodes, separated by commas or spaces.',
  rtoLimitInvalid: 'Enter a whole number of returned orders, or leave it empty for no limit.',
  confirmHoursInvalid: 'Enter a whole number of hours from 1 to 72, or leave it empty for no confirmation.',
} as const;

/** Why cash on delivery is refused for an order above the shop's limit: `₹N` as prices read. */
export const codAboveMessage = (maxPaise: number) =>
  `Cash on delivery is not available for orders above ${formatPaise(maxPaise)}.`;
