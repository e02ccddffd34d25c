// The whole store's schema. Money is integer paise; the API edge converts to rupees.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DeliveryChoice } from '@prime/contract';
import {
  check,
  customType,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { joinedByLines } from './text-search.ts';

/** One lot an order line took units from (order_lines.lots). */
export interface LineLot {
  lot_id: number;
  batch_no: string;
  expiry: string;
  quantity: number;
}

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
    // What the tax invoice prints and carves out of the price (docs/decisions/0023-gst-invoices.md).
    hsn: text('hsn').notNull().default('3304'),
    gstRate: smallint('gst_rate').notNull().default(18),
    // The Legal Metrology declarations (decision 0029): what it is, the unit its pack sizes are net
    // quantities in (`g` or `ml`), who made and who markets it, where it was made, and its shelf life.
    genericName: text('generic_name'),
    unit: text('unit').notNull().default('g'),
    manufacturer: text('manufacturer'),
    marketer: text('marketer'),
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    pShelfLifeMonths: integer('p_shelf_life_months'),
    // How many times the console saved it: part of the version a console form is judged by, so any
    // save, a stock count too, makes a form loaded before it out of date (admin-product.ts).
    saves: integer('saves').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_unit_valid', sql`${t.unit} in ('g', 'ml')`),
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

// The addresses a product's page had before staff changed its slug: each answers 301 to the page's
// address now (server/src/pages/public-pages.ts). A live slug always wins over an old one.
export const productOldSlugs = pgTable(
  'product_old_slugs',
  {
    slug: text('slug').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('product_old_slugs_product_idx').on(t.productId)],
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
    // The units of its sellable lots, kept by every change of a lot in the same transaction, and the
    // expiry (`YYYY-MM`) of the lot the next unit comes from (server/src/db/stock-lots.ts).
    stock: integer('stock').notNull().default(0),
    nextExpiry: text('next_expiry'),
    sortOrder: sortOrder(),
  },
  (t) => [
    uniqueIndex('pack_sizes_product_grams_key').on(t.productId, t.grams),
    check('pack_sizes_stock_nonnegative', sql`${t.stock} >= 0`),
    check('pack_sizes_price_valid', sql`${t.pricePaise} > 0 and ${t.pricePaise} <= ${t.mrpPaise}`),
  ],
);

// The stock of a pack size, lot by lot: a batch number and the months it was made and expires
// (`YYYY-MM`). Units of one batch of one pack size received again grow its lot (docs/decisions/0030-stock-lots.md).
export const stockLots = pgTable(
  'stock_lots',
  {
    id: serial('id').primaryKey(),
    packSizeId: integer('pack_size_id')
      .notNull()
      .references(() => packSizes.id, { onDelete: 'cascade' }),
    batchNo: text('batch_no').notNull(),
    mfg: text('mfg').notNull(),
    expiry: text('expiry').notNull(),
    received: integer('received').notNull(),
    remaining: integer('remaining').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_lots_batch_key').on(t.packSizeId, t.batchNo, t.mfg, t.expiry),
    // First expiry first out: a pack size's lots in the order orders take them.
    index('stock_lots_pack_expiry_idx').on(t.packSizeId, t.expiry, t.id),
    index('stock_lots_batch_idx').on(t.batchNo),
    // Plain, so an order's update of `remaining` adds no index entry (migration 0034).
    index('stock_lots_expiry_idx').on(t.expiry),
    check('stock_lots_remaining_nonnegative', sql`${t.remaining} >= 0`),
    check(
      'stock_lots_months_valid',
      sql`${t.mfg} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and ${t.expiry} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and ${t.expiry} > ${t.mfg}`,
    ),
    check('stock_lots_batch_valid', sql`${t.batchNo} ~ '^[A-Z0-9/-]{1,30}$'`),
  ],
);

// What a search reads (docs/decisions/0020-search.md), kept by the triggers of migrations 0019 and 0024
// on every write to a product, its ingredients, category or concern: each listed product's weighted
// document (name A, category and concern B, ingredients C, description D) in a narrow table of its own.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
  },
  // No pending list (migration 0025): the embedded database runs no autovacuum to flush one.
  (t) => [index('product_search_document_idx').using('gin', t.document).with({ fastupdate: false })],
);

// Products also hold `search_words` (text[]), the words of their text, kept by the same triggers and
// left out here so that no listing reads them. The shop's distinct words, for the typo check:
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  uses: integer('uses').notNull(),
});

// NOTIFY ME (add/notify, docs/decisions/0024-notify-alerts.md): waiting until the product can be
// bought, then mailed once by mail/product-alerts.ts; `token` is the secret of the cancel link.
export const productAlerts = pgTable(
  'product_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    token: text('token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('product_alerts_token_key').on(t.token),
    uniqueIndex('product_alerts_waiting_key')
      .on(t.productId, t.email)
      .where(sql`${t.mailedAt} is null and ${t.cancelledAt} is null`),
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
  /** Where BUY NOW leads: a shop address (`/products/…`, `/search?q=…`); empty: the categories. */
  link: text('link').notNull().default(''),
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
  // When an admin marked it read in the console's inbox; null while unread.
  readAt: timestamp('read_at', { withTimezone: true }),
});

// ---------- accounts ----------
/**
 * What the console's customer search looks in: a person's name, email (kept lower-cased) and phone. The
 * same expression is indexed on accounts and guests (migration 0021) and searched
 * (modules/admin/customers.ts), so the indexes serve the search.
 */
export const personSearchText = (person: { name: SQLWrapper; email: SQLWrapper; mobile: SQLWrapper }) =>
  joinedByLines(sql`lower(${person.name})`, person.email, person.mobile);

/**
 * The predicate of `users_email_key` (accounts made by mobile keep ''), which an ON CONFLICT on the email
 * must name: `.onConflictDoNothing({ target: users.email, where: HAS_EMAIL })`.
 */
export const HAS_EMAIL = sql.raw(`"email" <> ''`);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // Stored lower-cased: emails are compared without regard to case. '' for an account made by mobile
    // that has not added one (migration 0029).
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobile: text('mobile').notNull().default(''),
    image: text('image').notNull().default(''),
    role: text('role').notNull().default('user'),
    // When a code sent by SMS last proved the mobile (otp/login); cleared when the mobile changes.
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    // When a mailed code last proved the email: the guest orders placed with it then join the account
    // (migration 0033, modules/accounts/email-proof.ts); cleared when the email changes without a code.
    emailProvenAt: timestamp('email_proven_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Staff (migration 0030): when the last invitation was sent, and the last login.
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // Set: the account cannot log in and its sessions answer 401 (removed from the staff, or invited
    // and not yet accepted).
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    // ON CONFLICT (email) names this predicate too (HAS_EMAIL) to find the index.
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql`${t.email} <> ''`),
    // Look-ups by a parameter cannot prove it is not '' and so cannot use the partial index.
    index('users_email_idx').on(t.email),
    uniqueIndex('users_verified_mobile_key')
      .on(t.mobile)
      .where(sql`${t.mobileVerifiedAt} is not null`),
    index('users_mobile_idx').on(t.mobile),
    index('users_staff_idx')
      .on(t.id)
      .where(sql`${t.role} <> 'user'`),
    // The console's customers list: accounts newest first, found by part of a name, email or phone.
    index('users_since_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_who_trgm_idx').using('gin', sql`${personSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * The people who ordered without an account, one per email of such orders while no account has it,
 * named as on their latest order and dated by their first. Kept by migration 0021's triggers on orders
 * and users alone: the store reads it and never writes it (docs/decisions/0026-big-shop-reads.md).
 */
export const guestCustomers = pgTable(
  'guest_customers',
  {
    email: text('email').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    latestOrderAt: timestamp('latest_order_at', { withTimezone: true }).notNull(),
    latestOrderId: integer('latest_order_id').notNull(),
  },
  (t) => [
    // The console's customers list: guests newest first, found by part of a name, email or phone.
    index('guest_customers_since_idx').on(t.since.desc().nullsFirst(), t.email),
    index('guest_customers_who_trgm_idx').using('gin', sql`${personSearchText(t)} gin_trgm_ops`),
  ],
);

/** An invitation to the staff: its link's token kept only as SHA-256, used once within 72 hours. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_key').on(t.tokenHash),
    index('staff_invitations_user_idx').on(t.userId),
  ],
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

/** Sign-in codes sent by SMS, as HMAC-SHA256 of mobile and code (modules/accounts/phone-codes.ts). */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('phone_codes_mobile_idx').on(t.mobile, t.id)],
);

/** A code mailed to a new address before the account's email changes to it (migration 0032). */
export const emailChangeCodes = pgTable(
  'email_change_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_change_codes_user_idx').on(t.userId)],
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
    // '' for an address saved before migration 0033: its district stands for the city.
    city: text('city').notNull().default(''),
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
/**
 * What the console's order search looks in: the name, email, phone, pincode and city of an order. The
 * same expression is indexed (migration 0022) and searched (modules/admin/order-list.ts), so the index
 * serves the search.
 */
export const orderSearchText = (order: {
  name: AnyPgColumn;
  email: AnyPgColumn;
  mobile: AnyPgColumn;
  pincode: AnyPgColumn;
  city: AnyPgColumn;
}) =>
  joinedByLines(
    sql`lower(${order.name})`,
    order.email,
    order.mobile,
    order.pincode,
    sql`lower(${order.city})`,
  );

/** One refund of an order, as `orders.refunds` keeps it. */
export interface RefundEntry {
  paise: number;
  /** The gateway's refund id, or the UPI or bank reference staff paid a cash-on-delivery refund with. */
  reference: string | null;
  /** ISO 8601, UTC. */
  at: string;
  /** What it paid back, in words: `Item cancelled: Vitamin C Serum (30 gm)`, `Order cancelled`, `Return #3`. */
  reason: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // What the shopper pays, after the coupon's discount.
    amountPaise: integer('amount_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    // Part of amountPaise: charged below the free-delivery threshold, and on cash on delivery.
    deliveryChargePaise: integer('delivery_charge_paise').notNull().default(0),
    codChargePaise: integer('cod_charge_paise').notNull().default(0),
    // Given back beyond what `amount_paise` already leaves out (a whole cancellation, a return); a
    // line cancelled while others stay lowers `amount_paise` instead (modules/orders/order-tracking.ts).
    refundedPaise: integer('refunded_paise').notNull().default(0),
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
    // Set while a cancellation waits for the gateway's refund: other changes to the order wait for it.
    refundStartedAt: timestamp('refund_started_at', { withTimezone: true }),
    // The unguessable token of the order's page /orders/<access>, made by the database for every order.
    access: text('access')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    // Copied from tax_documents when each is issued, in the same transaction, so every answer that
    // shows an order shows them without another query (docs/decisions/0023-gst-invoices.md).
    invoiceNumber: text('invoice_number'),
    invoiceToken: text('invoice_token'),
    creditNotes: jsonb('credit_notes').$type<{ no: string; token: string }[]>().notNull().default([]),
    // Cash on delivery (decision 0031, modules/orders/cod-*.ts): while the order waits for the shopper's
    // confirmation, when it is cancelled unconfirmed (null once confirmed or cancelled); when it was
    // confirmed; its failed delivery attempts, the last one's reason and time, and the shopper's choice
    // after it; when its parcel started back to the shop (admin/order/rto) and arrived there.
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    deliveryFailedReason: text('delivery_failed_reason'),
    deliveryFailedAt: timestamp('delivery_failed_at', { withTimezone: true }),
    deliveryChoice: jsonb('delivery_choice').$type<DeliveryChoice>(),
    rtoAt: timestamp('rto_at', { withTimezone: true }),
    rtoReceivedAt: timestamp('rto_received_at', { withTimezone: true }),
    // Every refund the order had, oldest first (db/order-refunds.ts): written with the change it pays
    // back, so every answer shows them without another query.
    refunds: jsonb('refunds').$type<RefundEntry[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    uniqueIndex('orders_access_key').on(t.access),
    // A first-order coupon asks whether the email has ordered before; the console searches by it.
    index('orders_email_idx').on(t.email),
    // A coupon's uses are its orders that are not cancelled.
    index('orders_coupon_code_idx').on(t.couponCode),
    index('orders_created_at_idx').on(t.createdAt),
    // The console finds orders by part of the name, email, phone, pincode or city (LIKE '%…%' over
    // the five joined, admin/order-list.ts): migration 0022.
    index('orders_who_trgm_idx').using('gin', sql`${orderSearchText(t)} gin_trgm_ops`),
    // The job cancelling unconfirmed orders, and a shopper's parcels returned to the shop (migration 0028).
    index('orders_confirm_by_idx')
      .on(t.confirmBy)
      .where(sql`${t.confirmBy} is not null`),
    index('orders_rto_at_idx')
      .on(t.rtoAt)
      .where(sql`${t.rtoAt} is not null`),
  ],
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
    // Null once an admin removes the pack size: the line keeps its own name, size and price.
    packSizeId: integer('pack_size_id').references(() => packSizes.id, { onDelete: 'set null' }),
    // Copied at purchase: later catalogue edits do not rewrite history.
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull().default(''),
    grams: integer('grams').notNull(),
    // The unit of `grams` (`g` or `ml`, the product's when sold: decision 0029).
    unit: text('unit').notNull().default('g'),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    unitMrpPaise: integer('unit_mrp_paise').notNull(),
    deliveryStatus: text('delivery_status').notNull(),
    // Recorded when staff ship the line (admin/order/ship): who carries it, its air waybill number
    // and the courier's tracking page.
    courier: text('courier'),
    awb: text('awb'),
    trackingUrl: text('tracking_url'),
    // When the line reached Delivered: a return may be asked for within 7 days of it.
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // When the line first reached Shipped or later: the console's RTO summary counts orders shipped.
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    // The lots its units came from, written with the stock it took (server/src/db/stock-lots.ts).
    lots: jsonb('lots').$type<LineLot[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // Listings sorted by units sold lately sum each product's lines (docs/decisions/0020-search.md).
    index('order_lines_product_idx').on(t.productId),
    // Removing a pack size sets its lines' pack size to none: found here, not by reading every line.
    index('order_lines_pack_size_idx').on(t.packSizeId),
    // The console's status filter and the dashboard's lines waiting to ship (migration 0020).
    index('order_lines_status_order_idx').on(t.deliveryStatus, t.orderId),
    index('order_lines_shipped_at_idx')
      .on(t.shippedAt)
      .where(sql`${t.shippedAt} is not null`),
    // An AWB is checked against other orders, and the console's search finds it (migration 0031).
    index('order_lines_awb_idx')
      .on(t.awb)
      .where(sql`${t.awb} is not null`),
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

// Staff notes on an order (admin/order/note), never shown to the customer.
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as it was when written, like the audit log's.
    authorEmail: text('author_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId),
    // The console's order search finds part of a note (migration 0022).
    index('order_notes_note_trgm_idx').using('gin', sql`lower(${t.note}) gin_trgm_ops`),
  ],
);

// A customer's return of some delivered lines: requested → approved or refused → refunded once the
// goods arrived (modules/orders/returns-*.ts, docs/decisions/0022-returns-refunds-staff-alerts.md).
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('requested'), // requested | approved | refused | refunded
    // Staff's words with their decision, shown to the customer.
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    restocked: smallint('restocked'),
    refundPaise: integer('refund_paise'),
    // The gateway's refund id (online), or the UPI or bank reference staff paid a COD refund with.
    refundReference: text('refund_reference'),
    // Where a cash-on-delivery refund goes, as the customer gave it (a UPI ID, or {account, ifsc});
    // answered to staff masked only, never logged.
    refundTo: jsonb('refund_to').$type<string | { account: string; ifsc: string }>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_status_idx').on(t.status, t.createdAt),
    check('order_returns_status_valid', sql`${t.status} in ('requested', 'approved', 'refused', 'refunded')`),
  ],
);

// The lines of a return; a line is asked back once (its id is the key).
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    lineId: integer('line_id')
      .primaryKey()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    // How many of the line's units are returned; null: the whole line.
    quantity: integer('quantity'),
  },
  (t) => [
    index('order_return_lines_return_idx').on(t.returnId),
    check('order_return_lines_quantity_positive', sql`${t.quantity} is null or ${t.quantity} > 0`),
  ],
);

// Mails waiting to be handed over, and those sent (mail/outbox.ts). An order's mails carry their event:
// one mail per event per order.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    // When it is due: now for a new mail, later after a failure, or while a process is sending it.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_order_event_key').on(t.orderId, t.event),
    // A staff alert of no order (low stock) is keyed by its event alone (mail/staff-alerts.ts).
    uniqueIndex('mail_outbox_event_key')
      .on(t.event)
      .where(sql`${t.orderId} is null and ${t.event} is not null`),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

// Order SMS waiting to be handed over (sms/outbox.ts), as mail_outbox keeps mail: one per order and event.
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event'),
    recipient: text('recipient').notNull(),
    // The text as sent; `vars` its parts, for a provider that fills a registered template (MSG91).
    body: text('body').notNull(),
    vars: jsonb('vars').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sms_outbox_order_event_key').on(t.orderId, t.event),
    index('sms_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
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
    // A product's shown reviews, newest first (migration 0020).
    index('reviews_product_listed_idx')
      .on(t.productId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 1`),
    // Their count per star and photos, read from the index alone (migration 0023).
    index('reviews_product_rating_idx')
      .on(t.productId, t.rating, t.id)
      .where(sql`${t.status} = 1`),
    // One review per shopper and product: writing again replaces it (docs/decisions/0014-reviews.md).
    // Reviews without an account (user_id null) are not limited: nulls never clash in a unique index.
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
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
// Sliding-window counters (login failures, reset mails, wrong codes, contact and register per client):
// one row per key and bucket, a bucket being a fifteenth of the window starting at `window_start`; a
// window's count is the sum of the buckets that started within it (server/src/http/rate-limit.ts).
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

// `key` is scoped to its caller (`add/order:user:12:<header>`); the answer is null while the request
// that claimed the key has not finished (an online order waiting for its payment link).
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  createdAt: createdAt(),
});

// One row (id 1) counting the changes to what the public pages show (stock, products, reviews,
// catalogue and content edits), bumped in the transaction that makes the change; each process compares
// it with the count its rendered pages were made at (server/src/db/site-revision.ts).
export const siteRevision = pgTable('site_revision', {
  id: smallint('id').primaryKey(),
  value: integer('value').notNull().default(0),
});

// The database's upkeep, one row per job (db/upkeep-job.ts): claimed by moving `startedAt` on, so of
// several processes sharing a server one runs each pass; the console's health shows the last run.
export const upkeepRuns = pgTable('upkeep_runs', {
  job: text('job').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  tookMs: integer('took_ms'),
  error: text('error'),
});

// ---------- admin ----------
// The shop's settings, one row (id 1): delivery and cash-on-delivery charges in paise, the low-stock
// level and the staff's mail (server/src/db/shop-settings.ts).
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey(),
    freeDeliveryFromPaise: integer('free_delivery_from_paise').notNull(),
    deliveryChargePaise: integer('delivery_charge_paise').notNull(),
    codChargePaise: integer('cod_charge_paise').notNull(),
    lowStockAt: integer('low_stock_at').notNull(),
    staffEmail: text('staff_email'),
    // Shown on every storefront page (shop/info, decision 0029); null: not given.
    carePhone: text('care_phone'),
    careEmail: text('care_email'),
    grievanceOfficerName: text('grievance_officer_name'),
    grievanceOfficerEmail: text('grievance_officer_email'),
    grievanceOfficerPhone: text('grievance_officer_phone'),
    // Cash on delivery's limits (decision 0031, migration 0028): null is no limit, and no confirmation.
    codMaxAmountPaise: integer('cod_max_amount_paise'),
    codBlockedPincodes: jsonb('cod_blocked_pincodes').$type<string[]>().notNull().default([]),
    codRtoLimit: integer('cod_rto_limit').default(2),
    codConfirmHours: integer('cod_confirm_hours'),
    // Days after a line's delivery within which it may be returned (add/return, the storefront's words).
    returnDays: smallint('return_days').notNull().default(7),
    minShelfLifeDays: integer('min_shelf_life_days').notNull().default(90),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_one_row', sql`${t.id} = 1`),
    check('shop_settings_return_days_valid', sql`${t.returnDays} between 1 and 60`),
    check(
      'shop_settings_not_negative',
      sql`${t.freeDeliveryFromPaise} >= 0 and ${t.deliveryChargePaise} >= 0 and ${t.codChargePaise} >= 0 and ${t.lowStockAt} >= 0`,
    ),
    check(
      'shop_settings_cod_valid',
      sql`(${t.codMaxAmountPaise} is null or ${t.codMaxAmountPaise} >= 0) and (${t.codRtoLimit} is null or ${t.codRtoLimit} >= 0) and (${t.codConfirmHours} is null or ${t.codConfirmHours} between 1 and 72)`,
    ),
    check('shop_settings_min_shelf_life_valid', sql`${t.minShelfLifeDays} >= 0`),
  ],
);

// Coupon codes, stored upper-case (codes are compared without regard to case). `value` is a whole
// percent or paise by `kind`; a coupon's uses are counted from its orders (docs/decisions/0017-admin-audit-and-coupons.md).
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    kind: text('kind').notNull(), // percent | flat
    value: integer('value').notNull(),
    minAmountPaise: integer('min_amount_paise').notNull().default(0),
    firstOrderOnly: smallint('first_order_only').notNull().default(0),
    maxUses: integer('max_uses'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: smallint('active').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_kind_valid', sql`${t.kind} in ('percent', 'flat')`),
    check('coupons_value_valid', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 90)`),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
  ],
);

// Every admin write, recorded in the transaction that makes it: who, what, which object, and the
// object as the API answers it before and after (null before a create and after a delete).
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as it was at the time: the account may change its email or be removed later.
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    // `product`, `order_line`, … and the whole `<kind>:<id>`.
    targetKind: text('target_kind').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.target),
    index('audit_log_kind_idx').on(t.targetKind),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);

// ---------- GST tax invoices and credit notes (docs/decisions/0023-gst-invoices.md) ----------
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

// The last serial taken in each series (`PRM`, `PRM-CN`) and financial year. Its row is locked by the
// transaction that takes the next number, so numbers are consecutive and never reused.
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

// Each invoice and credit note as issued, never changed afterwards: its figures, its rows and the
// seller and buyer as they were (`details`), and its PDF once made.
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(), // invoice | credit_note
    number: text('number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    // The unguessable name of its PDF: /invoices/<token>.pdf
    token: text('token').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    placeCode: text('place_code').notNull(),
    placeName: text('place_name').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    details: jsonb('details').notNull(),
    pdf: bytea('pdf'),
  },
  (t) => [
    uniqueIndex('tax_documents_number_key').on(t.number),
    uniqueIndex('tax_documents_token_key').on(t.token),
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_issued_at_idx').on(t.issuedAt),
  ],
);

// ---------- grievances (decision 0029, modules/grievances) ----------
// A shopper's complaint: its ticket `GRV-<serial>` (consecutive: taken under a lock in the transaction
// that writes it), the secret of its page /grievances/<access>, and where it stands.
export const grievances = pgTable(
  'grievances',
  {
    id: serial('id').primaryKey(),
    serial: integer('serial').notNull(),
    access: text('access')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('open'), // open | acknowledged | resolved
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('grievances_serial_key').on(t.serial),
    uniqueIndex('grievances_access_key').on(t.access),
    index('grievances_status_created_idx').on(t.status, t.createdAt),
    check('grievances_status_valid', sql`${t.status} in ('open', 'acknowledged', 'resolved')`),
  ],
);

// A grievance's messages, the shopper's first: `sender` customer or staff (and which staff member).
export const grievanceMessages = pgTable(
  'grievance_messages',
  {
    id: serial('id').primaryKey(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    staffEmail: text('staff_email'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('grievance_messages_grievance_idx').on(t.grievanceId, t.id),
    check('grievance_messages_sender_valid', sql`${t.sender} in ('customer', 'staff')`),
  ],
);
