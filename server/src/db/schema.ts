// The whole store's schema. Money is integer paise; the API edge converts to rupees.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const sortOrder = () => integer('sort_order').notNull().default(0);

// ---------- catalogue ----------
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: sortOrder(),
});

export const concerns = pgTable('concerns', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  sortOrder: sortOrder(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    description: text('description').notNull().default(''),
    howItWorks: text('how_it_works').notNull().default(''),
    howToUse: text('how_to_use').notNull().default(''),
    suitableFor: text('suitable_for').notNull().default(''),
    materialContent: text('material_content').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    concernId: integer('concern_id').references(() => concerns.id),
    status: smallint('status').notNull().default(1),
    upcoming: smallint('upcoming').notNull().default(0),
    // Lower ranks sell better; null means not a best seller.
    bestSellerRank: integer('best_seller_rank'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    index('products_concern_idx').on(t.concernId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const ingredients = pgTable(
  'ingredients',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    image: text('image').notNull().default(''),
    sortOrder: sortOrder(),
  },
  (t) => [index('ingredients_product_idx').on(t.productId)],
);

export const packSizes = pgTable(
  'pack_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    grams: integer('grams').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    sortOrder: sortOrder(),
  },
  (t) => [
    uniqueIndex('pack_sizes_product_grams_key').on(t.productId, t.grams),
    check('pack_sizes_stock_nonnegative', sql`${t.stock} >= 0`),
    check('pack_sizes_price_valid', sql`${t.pricePaise} > 0 and ${t.pricePaise} <= ${t.mrpPaise}`),
  ],
);

// ---------- content ----------
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  heading: text('heading').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  status: smallint('status').notNull().default(1),
  sortOrder: sortOrder(),
});

export const offerBanners = pgTable('offer_banners', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  sortOrder: sortOrder(),
});

export const standards = pgTable('standards', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  sortOrder: sortOrder(),
});

export const specialities = pgTable('specialities', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  sortOrder: sortOrder(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: sortOrder(),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  sortOrder: sortOrder(),
});

export const contactCards = pgTable('contact_cards', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  heading: text('heading').notNull(),
  description: text('description').notNull(),
  contact: text('contact').notNull(),
  sortOrder: sortOrder(),
});

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  author: text('author').notNull(),
  heading: text('heading').notNull(),
  description: text('description').notNull(),
  hashtags: text('hashtags').notNull().default(''),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  clientAddress: text('client_address').notNull().default(''),
  createdAt: createdAt(),
});

// ---------- accounts ----------
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // Stored lower-cased: emails are compared without regard to case.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobile: text('mobile').notNull().default(''),
    image: text('image').notNull().default(''),
    role: text('role').notNull().default('user'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the bearer token; the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_email_idx').on(t.email)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('home'),
    heading: text('heading').notNull(),
    address: text('address').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull().default(''),
    status: smallint('status').notNull().default(1),
    isDefault: smallint('is_default').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // The database itself refuses a second default address for one user.
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault} = 1`),
  ],
);

// ---------- cart and favourites ----------
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    packSizeId: integer('pack_size_id')
      .notNull()
      .references(() => packSizes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_user_pack_key').on(t.userId, t.packSizeId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourites_user_product_key').on(t.userId, t.productId)],
);

// ---------- orders and payments ----------
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountPaise: integer('amount_paise').notNull(),
    paymentMethod: text('payment_method').notNull(), // cod | online
    paymentStatus: text('payment_status').notNull(), // cod | pending | paid | failed | refunded
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    state: text('state').notNull(),
    landmark: text('landmark').notNull().default(''),
    pincode: text('pincode').notNull(),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    packSizeId: integer('pack_size_id')
      .notNull()
      .references(() => packSizes.id),
    // Copied at purchase: later catalogue edits do not rewrite history.
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull().default(''),
    grams: integer('grams').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    unitMrpPaise: integer('unit_mrp_paise').notNull(),
    deliveryStatus: text('delivery_status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(), // sandbox | razorpay
    // Unguessable reference used in the sandbox pay page URL, or the gateway's link id.
    reference: text('reference').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull(), // pending | paid | failed | refunded
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_reference_key').on(t.reference), index('payments_order_idx').on(t.orderId)],
);

// Webhook deliveries already applied, so each gateway event takes effect once.
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  gateway: text('gateway').notNull(),
  createdAt: createdAt(),
});

// ---------- reviews ----------
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    rating: smallint('rating').notNull(),
    heading: text('heading').notNull(),
    comment: text('comment').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewImages = pgTable(
  'review_images',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [index('review_images_review_idx').on(t.reviewId)],
);

// ---------- cross-process bookkeeping ----------
// Fixed-window counters (login failures, reset mails, contact and register per client).
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  createdAt: createdAt(),
});
