// The words of the order screens that only these screens use.
export const orderTexts = {
  loading: 'Loading orders…',
  trackingLoading: 'Loading tracking…',
  trackingFailed: 'Unable to fetch tracking information. Please try again.',
  statusUpdateFailed: 'Failed to update order status',
  paymentPendingTitle: 'Payment pending',
  paymentPendingText:
    'This order goes ahead once its online payment is confirmed. An order that is not paid in time is cancelled and nothing is charged.',
  orderIdRequired: 'Please enter your order ID: the number, like 1024.',
  reasonRequired: 'Please tell us why you are cancelling.',
  alreadyCancelled: 'This order is already cancelled.',
  refundNote: 'The amount goes back to the payment method you used.',
  orderLoading: 'Loading your order…',
  linkNotFound:
    'We could not open this order. Check that the link from your mail is complete, or find the order by its number.',
  contactHint: 'The email or mobile number you ordered with. Not needed for orders of your account.',
  confirmPaidCancel:
    'This order is paid. Cancelling it stops its delivery, and the amount goes back to the payment method you used.',
  notFound: (orderId: number) => `We could not find order #${orderId} among your orders.`,
} as const;
