// Every message a shopper can read, quoted from the specifications and CONTRACT.md. Server answers
// and web screens both take their words from here so the two never drift apart.
export const messages = {
  // API conventions
  ok: 'Success',
  loginRequired: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  badJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  tooManyRequests: 'Too many attempts. Please try again later.',
  serverError: 'Something went wrong. Please try again.',
  invalidRequest: 'Please check the highlighted fields.',

  // catalogue and content
  invalidPincode: 'Please enter a valid 6-digit pincode.',
  contactSent: 'Message sent successfully!',
  contactFailed: 'Something went wrong. Please try again.',
  contactError: 'Error sending message. Please try again.',
  contactNameRequired: 'Please enter your name.',
  contactEmailInvalid: 'Please enter a valid email address.',
  contactMessageRequired: 'Please enter a message.',
  noBestSellers: 'No products found for best seller.',
  noUpcoming: 'No products found for upcoming.',
  noCategoryProducts: 'No products found in this category.',
  priceNotAvailable: 'Price not available',
  inclusiveOfTaxes: 'Inclusive of all taxes',
  favouritesLoginTooltip: 'Please log in to manage favorites',

  // guest checkout (shopping-flow §5)
  enterName: 'Please enter your name.',
  enterValidEmail: 'Please enter a valid email address.',
  enterValidPhone: 'Please enter a valid 10-digit phone number.',
  fillAddressFields: 'Please fill in all address fields.',
  enterValidPincode: 'Please enter a valid 6-digit pincode.',
  cartEmpty: 'Your cart is empty.',
  orderAmountZero: 'Order amount cannot be zero. Please check your cart items.',
  pricesChanged: 'Prices have changed. Please review your cart.',
  orderPlaced: 'Order placed successfully',
  orderCannotCancel: 'Order can no longer be cancelled.',

  // accounts (account-side §5, §8 and CONTRACT §4)
  emailTaken: 'Email is already registered.',
  invalidCredentials: 'Invalid email or password.',
  otpSent: 'OTP sent',
  otpVerified: 'OTP verified',
  otpInvalid: 'Invalid OTP',
  otpFourDigits: 'Please enter a 4-digit OTP.',
  forgotEmailInvalid: 'Please enter a valid email',
  passwordsDoNotMatch: 'Passwords do not match.',
  profileNameInvalid: 'Name must contain at least 3 letters only.',
  profileEmailInvalid: 'Please enter a valid email address.',
  profilePhoneInvalid: 'Phone must be a valid 10-digit Indian number.',
  onlyImages: 'Only image files are allowed.',
} as const;

export type MessageKey = keyof typeof messages;

/** 409 when a cart line asks for more than a pack size holds. */
export const onlyNLeftInStock = (n: number) => `Only ${n} left in stock.`;
/** 409 when an order line asks for more than a pack size holds. */
export const onlyNLeftOf = (n: number, productName: string) => `Only ${n} left of ${productName}.`;
