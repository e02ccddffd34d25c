// Business constants of shopping-flow §9 and account-side §9.
export const SEARCH_PAUSE_MS = 300;
export const SEARCH_RESULT_LIMIT = 20;
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
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const FALLBACK_IMAGE = '/images/default-product.png';

export const DELIVERY_STATUSES = [
  'Order confirmed',
  'Packing',
  'Shipped',
  'Out for Delivery',
  'Delivered',
  'Cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number] | 'Payment pending';

export const PAYMENT_STATUSES = ['cod', 'pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Browser storage keys kept by the seed client (shopping-flow §3). */
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
