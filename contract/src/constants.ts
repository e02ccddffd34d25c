// Business constants the storefront and the server share: durations, page sizes, limits, keys.
export const SEARCH_PAUSE_MS = 300;
export const SEARCH_RESULT_LIMIT = 20;
/** The shortest search `product/list` takes, once trimmed (contract/src/catalogue.ts). */
export const MIN_SEARCH_LENGTH = 2;
export const BANNER_INTERVAL_MS = 4000;
export const TOAST_MS = 2000;
export const GUEST_FAVOURITE_TOAST_MS = 1500;
export const REVIEWS_PER_PAGE = 2;
export const MAX_REVIEW_IMAGES = 4;
export const MAX_GALLERY_THUMBNAILS = 4;
export const SPECIALITY_STRIP_REPEAT = 20;
export const CARD_IMAGE_HEIGHT_PX = 270;
export const DEFAULT_DELIVERY_TEXT = '4–5 days';
export const BLOG_TEASER_COUNT = 3;
export const OTP_LENGTH = 4;
export const CONTACT_CACHE_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_COUNTRY = 'India';
export const PASSWORD_MIN_LENGTH = 8;
/** Digits of a phone number (without +91) and of a pincode: the typing caps of their boxes. */
export const PHONE_DIGITS = 10;
export const PINCODE_DIGITS = 6;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Pixels of one uploaded image: a phone photo is about 12 megapixels; each decoded pixel takes 4 bytes. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
export const FALLBACK_IMAGE = '/images/default-product.png';
/**
 * The only widths (px) the server resizes an image to, for `srcset`: a fixed list, so no client can
 * make it resize to every width there is. Served at `/img/<width>/<image path>.<format>`.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1080, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** Formats of those resized copies, the smaller first (browsers take the first they can show). */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const DELIVERY_STATUSES = [
  'Order confirmed',
  'Packing',
  'Shipped',
  'Out for Delivery',
  'Delivered',
  'Cancelled',
] as const;
/** A line's status: the payment wait, the delivery sequence, and after delivery a return's states. */
export type DeliveryStatus =
  (typeof DELIVERY_STATUSES)[number] | 'Payment pending' | 'Return requested' | 'Returned' | CodStatus;
/**
 * Cash on delivery's statuses (contract/src/cod.ts): an order waiting for the shopper's confirmation,
 * and a parcel the courier could not deliver, on its way back, and back with the shop.
 */
export const AWAITING_CONFIRMATION = 'Awaiting confirmation';
export const DELIVERY_FAILED = 'Delivery failed';
export const RETURNING_TO_SELLER = 'Returning to seller';
export const RETURNED_TO_SELLER = 'Returned to seller';
export type CodStatus =
  | typeof AWAITING_CONFIRMATION
  | typeof DELIVERY_FAILED
  | typeof RETURNING_TO_SELLER
  | typeof RETURNED_TO_SELLER;
/** Where an online order's lines wait until the gateway confirms the payment. */
export const PAYMENT_PENDING = 'Payment pending' satisfies DeliveryStatus;
export const CANCELLED = 'Cancelled' satisfies DeliveryStatus;
/** Orders are counted, and dates shown, by their day in India (contract/src/india-day.ts). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

export const PAYMENT_STATUSES = ['cod', 'pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Browser storage keys, named as the seed client kept them, so a returning shopper stays logged in. */
export const STORAGE_KEYS = {
  token: 'user_token',
  userId: 'u_id',
  userName: 'user_name',
  userEmail: 'user_email',
  userPhone: 'user_phone',
  userRole: 'user_role',
  selectedAddress: 'selected_address',
  deliveryPincode: 'delivery_pincode',
  favourites: 'user_favorites',
  guestCart: 'guest_cart',
  contactData: 'contact_data',
  contactDataTimestamp: 'contact_data_timestamp',
} as const;
