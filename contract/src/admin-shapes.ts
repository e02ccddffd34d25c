// The answers of the admin console's calls and of the coupon calls as zod schemas, for the OpenAPI
// reference (`/prime/openapi.json`); each answer's type is inferred from its shape (decision 0039). Two
// bodies the server checks across fields (a product's packs, a coupon's value by its kind) are also
// described here field by field.
import { z } from 'zod';
import { adminMessages, LIST_COUNT_LIMIT } from './admin.ts';
import { catalogueMessages } from './admin-catalogue.ts';
import {
  countShape as count,
  flagShape as flag,
  idShape as id,
  isoDateShape as isoDate,
  moneyShape as money,
  okAnswer,
} from './answer-fields.ts';
import {
  accessToken,
  invoiceFields,
  refundFields,
  categoryShape,
  concernShape,
  contentListAnswers,
  orderLineShape,
  orderReturnShape,
  productShape,
} from './call-shapes.ts';
import { codMessages } from './cod-messages.ts';
import { codOrderShapeFields } from './cod-shapes.ts';
import { PAYMENT_STATUSES } from './constants.ts';
import { COUPON_KINDS, couponMessages, MAX_COUPON_PERCENT } from './coupons.ts';
import { PRODUCT_UNITS } from './declarations.ts';
import { messages } from './messages.ts';
import { PAYMENT_METHODS } from './orders.ts';
import { returnMessages } from './returns.ts';
import { settingsMessages } from './shop-settings.ts';
import { USER_ROLES } from './staff-access.ts';

const total = count.meta({ description: 'How many match the filters, over all pages.' });
/** The total of a list that may hold millions, counted only as far as the console needs it. */
const cappedTotal = count.meta({
  description: `How many match the filters, over all pages, counted up to ${LIST_COUNT_LIMIT}: ${LIST_COUNT_LIMIT + 1} means more than ${LIST_COUNT_LIMIT}.`,
});
const idOrDigits = z.union([id, z.string()]);

// ── catalogue ──────────────────────────────────────────────────────────────────────────────────

export const adminProductShape = productShape
  .extend({
    p_slug: z.string(),
    p_version: z.string().meta({
      description:
        'Changes with every save of the product, not when orders sell or return stock; send it back with the save to be refused (409) instead of undoing another save.',
    }),
    p_bestseller: flag,
    p_bestseller_rank: id.nullable().meta({ description: '1 sells best; null when not a best seller.' }),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProductShape>;

export const productSaveRequest = z.object({
  p_id: idOrDigits
    .optional()
    .meta({ description: 'Left out: a new product. Given: that product, replaced whole.' }),
  p_version: z
    .string()
    .optional()
    .meta({
      description: `The product's \`p_version\` as the form was filled from: 409 "${catalogueMessages.productChanged}" when it changed since. Left out: the last save wins.`,
    }),
  p_productname: z.string().meta({ description: 'Required.' }),
  p_slug: z.string().optional().meta({
    description:
      'Made from the name on create and kept afterwards unless one is sent (409 when another product has it).',
  }),
  p_category: idOrDigits,
  p_concern_category: idOrDigits.nullable().optional(),
  p_description: z.string().optional(),
  p_how_it_works: z.string().optional(),
  p_how_to_use: z.string().optional(),
  p_suitable_for: z.string().optional(),
  p_material_content: z.string().optional(),
  p_hsn: z
    .string()
    .optional()
    .meta({ description: 'HSN code, 4 to 8 digits. Left out: kept (3304 on create).' }),
  p_gst_rate: z
    .number()
    .optional()
    .meta({ description: 'GST rate in percent: 0, 5, 12, 18 or 28. Left out: kept (18 on create).' }),
  p_generic_name: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'What it is (`Face serum`); required on sale. Left out: kept.' }),
  p_unit: z
    .enum(PRODUCT_UNITS)
    .optional()
    .meta({ description: 'The unit of the pack sizes: `g` (default) or `ml`. Left out: kept.' }),
  p_manufacturer: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'Name and full address of the maker; required on sale. Left out: kept.' }),
  p_marketer: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'Name and address of the brand owner that markets it, or null. Left out: kept.' }),
  p_country_of_origin: z.string().optional().meta({ description: 'Default `India`. Left out: kept.' }),
  p_shelf_life_months: z.int().min(1).max(60).nullable().optional().meta({
    description:
      'Best before this many months from manufacture, 1–60; required on sale. A product on sale (`p_status` 1, not upcoming) without a generic name, manufacturer or shelf life: 400 with those fields in `errors`.',
  }),
  p_upcoming: flag.optional(),
  p_status: flag.optional().meta({ description: '0 hides the product from the storefront.' }),
  p_bestseller: flag.optional().meta({ description: 'Left out: kept.' }),
  ingredients: z
    .array(z.object({ pin_description: z.string(), pin_image: z.string().optional() }))
    .optional(),
  product_price: z
    .array(
      z.object({
        pp_id: idOrDigits
          .optional()
          .meta({ description: 'Given: that pack size is updated; left out: one is added.' }),
        pp_packet_size: z.int().positive().meta({ description: 'Grams; distinct within the product.' }),
        pp_prize: z.number().positive().meta({ description: 'MRP, rupees.' }),
        pp_discount_prize: z
          .number()
          .positive()
          .meta({ description: `Selling price, rupees: ${catalogueMessages.priceAboveMrp}` }),
        pp_stocks: z.int().min(0),
        pp_stocks_loaded: z.int().min(0).optional().meta({
          description:
            'The stock figure the form was filled from. Equal to `pp_stocks`: the live stock is kept (orders may have moved it). Different: `pp_stocks` is set, or 409 naming the pack size when the live stock moved meanwhile. Left out: `pp_stocks` is set, except that a save with `p_version` is refused (409) rather than set a figure other than the live one.',
        }),
      }),
    )
    .min(1)
    .meta({ description: 'Every pack size the product keeps; those left out are removed.' }),
});

export const productSaveAnswer = okAnswer(
  { p_id: id, data: adminProductShape },
  catalogueMessages.productSaved,
);
export const adminProductListAnswer = okAnswer({ list: z.array(adminProductShape), total }, messages.ok);
export const adminProductAnswer = okAnswer({ data: adminProductShape }, messages.ok);
export const productImageAnswer = okAnswer(
  { pi_id: id, data: adminProductShape },
  catalogueMessages.imageAdded,
);
export const productImagesAnswer = okAnswer(
  { data: adminProductShape },
  catalogueMessages.imagesReordered,
  catalogueMessages.imageRemoved,
);
export const categorySaveAnswer = okAnswer(
  { data: categoryShape.extend({ c_order: count }) },
  adminMessages.saved,
);
export const concernSaveAnswer = okAnswer(
  { data: concernShape.extend({ cc_order: count }) },
  adminMessages.saved,
);
export const deletedAnswer = okAnswer({}, adminMessages.deleted);
export const imageUploadAnswer = okAnswer(
  { image: z.string().meta({ description: 'The stored image’s path, to save into a content item.' }) },
  catalogueMessages.imageAdded,
);

// ── content ────────────────────────────────────────────────────────────────────────────────────

const itemOf = (path: keyof typeof contentListAnswers) => contentListAnswers[path].shape.list.element;

export const contentSaveAnswers = {
  banner: okAnswer({ id, data: itemOf('list/banner') }, adminMessages.saved),
  'offer-banner': okAnswer({ id, data: itemOf('list/offer-banner') }, adminMessages.saved),
  standard: okAnswer({ id, data: itemOf('list/listourstandard') }, adminMessages.saved),
  speciality: okAnswer({ id, data: itemOf('list/our-specialities') }, adminMessages.saved),
  faq: okAnswer({ id, data: itemOf('list/faq') }, adminMessages.saved),
  partner: okAnswer({ id, data: itemOf('list/partners') }, adminMessages.saved),
  'contact-card': okAnswer({ id, data: itemOf('list/get_in_touch') }, adminMessages.saved),
  blog: okAnswer({ id, data: itemOf('list/blog') }, adminMessages.saved),
} as const;
export const contentListAnswer = okAnswer(
  {
    list: z
      .array(z.record(z.string(), z.unknown()))
      .meta({ description: 'Every item, shaped as its public list shapes it, in the shop’s order.' }),
  },
  messages.ok,
);
export const contentOrderAnswer = okAnswer(
  { list: z.array(z.record(z.string(), z.unknown())).meta({ description: 'The list in its new order.' }) },
  adminMessages.saved,
);

// ── orders ─────────────────────────────────────────────────────────────────────────────────────

export const orderShape = z
  .object({
    od_id: id,
    od_created_at: isoDate,
    od_amount: money.meta({ description: 'What the shopper pays, after the discount.' }),
    od_discount: money,
    od_coupon_code: z.string().nullable(),
    od_delivery_charge: money,
    od_cod_charge: money,
    od_payment_method: z.enum(PAYMENT_METHODS),
    od_payment_status: z.enum(PAYMENT_STATUSES),
    user_name: z.string(),
    user_email: z.string(),
    user_mobile_no: z.string(),
    user_address: z.string(),
    user_city: z.string(),
    user_state: z.string(),
    user_zipcode: z.string(),
    od_access: accessToken,
    ...invoiceFields,
    ...codOrderShapeFields,
    ...refundFields,
    lines: z.array(orderLineShape),
    notes: z
      .array(z.object({ note: z.string(), by: z.string(), at: isoDate }))
      .optional()
      .meta({
        description: 'Staff notes, oldest first (`by` the admin’s email); only in the console’s answers.',
      }),
    returns: z.array(orderReturnShape).optional().meta({ description: 'The order’s returns (console).' }),
    od_returns: z
      .array(orderReturnShape)
      .optional()
      .meta({ description: 'The order’s returns (order/view, order/lookup).' }),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderShape>;
/** A staff note on an order: never in a customer's answer. */
export type OrderNote = NonNullable<Order['notes']>[number];

const orderDetailShape = orderShape
  .extend({
    user_district: z.string(),
    landmark: z.string(),
    od_user_id: id.nullable(),
    od_cancel_reason: z.string().nullable(),
    od_cancelled_at: isoDate.nullable(),
    payments: z.array(
      z.object({
        gateway: z.string(),
        reference: z.string(),
        status: z.string(),
        amount: money,
        created_at: isoDate,
      }),
    ),
    timeline: z.array(z.object({ at: isoDate, what: z.string(), by: z.string().nullable() })),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof orderDetailShape>;
/** One step of an order's history, oldest first. */
export type OrderTimelineEntry = OrderDetail['timeline'][number];

export const adminOrderListAnswer = okAnswer({ list: z.array(orderShape), total: cappedTotal }, messages.ok);
export const adminOrderAnswer = okAnswer({ data: orderDetailShape }, messages.ok);
export const adminOrderStatusAnswer = okAnswer({ data: orderShape }, messages.orderStatusUpdated);
export const adminOrderShipAnswer = okAnswer({ data: orderShape }, messages.orderStatusUpdated);
export const adminAwbCheckAnswer = okAnswer(
  {
    warnings: z.array(z.string()).meta({
      description:
        'Why the AWB may be a mistake (it does not look like one, or another order carries it); empty when none.',
    }),
  },
  messages.ok,
);
export const adminOrderBulkStatusAnswer = okAnswer(
  {
    list: z.array(
      z.object({
        od_id: id,
        result: z.boolean().meta({ description: 'Whether this order moved (or was at the status already).' }),
        message: z
          .string()
          .meta({ description: '`Order status updated`, or why this order did not move (its 409 or 404).' }),
      }),
    ),
  },
  messages.ok,
);

// ── reviews, customers, messages ───────────────────────────────────────────────────────────────

const adminReviewShape = z
  .object({
    r_id: id,
    p_id: id,
    p_productname: z.string(),
    r_rating: z.int().min(1).max(5),
    r_heading: z.string(),
    r_comment: z.string(),
    r_date: isoDate,
    u_name: z.string(),
    u_email: z.string(),
    r_hidden: flag,
    reviewimages: z.array(z.object({ ri_image: z.string() })),
  })
  .meta({ id: 'AdminReview' });
export type AdminReview = z.infer<typeof adminReviewShape>;
export const adminReviewListAnswer = okAnswer({ list: z.array(adminReviewShape), total }, messages.ok);
export const reviewHideAnswer = okAnswer(
  { data: adminReviewShape },
  adminMessages.reviewHidden,
  adminMessages.reviewShown,
);

const adminCustomerShape = z
  .object({
    u_id: id.nullable().meta({ description: 'null for a guest, known by the email of their orders.' }),
    u_name: z.string(),
    u_email: z.string(),
    u_mobile: z.string(),
    u_role: z.enum([...USER_ROLES, 'guest']),
    u_created_at: isoDate,
    order_count: count,
    total_spent: money,
  })
  .meta({ id: 'AdminCustomer' });
export type AdminCustomer = z.infer<typeof adminCustomerShape>;
export const adminCustomerListAnswer = okAnswer(
  {
    list: z.array(adminCustomerShape),
    total: cappedTotal,
  },
  messages.ok,
);
export const adminCustomerAnswer = okAnswer(
  { data: adminCustomerShape, orders: z.array(orderShape) },
  messages.ok,
);

const contactMessageShape = z
  .object({
    m_id: id,
    m_name: z.string(),
    m_email: z.string(),
    m_message: z.string(),
    m_created_at: isoDate,
    m_read: flag,
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof contactMessageShape>;
export const adminMessageListAnswer = okAnswer(
  {
    list: z.array(contactMessageShape),
    total,
    unread: count.meta({ description: 'Unread messages in all.' }),
  },
  messages.ok,
);
export const adminMessageReadAnswer = okAnswer({ data: contactMessageShape }, adminMessages.messageMarked);

// ── dashboard and audit log ────────────────────────────────────────────────────────────────────

const daySalesShape = z.object({
  day: z.string().meta({ description: 'YYYY-MM-DD, India time.' }),
  orders: count,
  revenue: money,
});
const dashboardShape = z
  .object({
    today: daySalesShape,
    days: z.array(daySalesShape),
    waiting_to_ship: count,
    low_stock_at: count.meta({
      description: 'The shop setting low_stock_at: pack sizes with this many units or fewer are listed.',
    }),
    low_stock: z.array(
      z.object({ p_id: id, p_productname: z.string(), pp_id: id, pp_packet_size: id, pp_stocks: count }),
    ),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardShape>;
/** Orders placed on a day (India time) that are not cancelled, and what they bring in. */
export type DaySales = Dashboard['today'];
export const dashboardAnswer = okAnswer({ data: dashboardShape }, messages.ok);

const auditEntryShape = z
  .object({
    a_id: id,
    a_actor_email: z.string(),
    a_action: z.string(),
    a_target: z
      .string()
      .meta({ description: '`<kind>:<id>`, e.g. product:12, order_line:40, coupon:PRIME10.' }),
    a_before: z.unknown().meta({ description: 'The object as the API answered it before; null on create.' }),
    a_after: z.unknown().meta({ description: 'The object after; null when deleted.' }),
    a_created_at: isoDate,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntryShape>;
export const auditListAnswer = okAnswer(
  {
    list: z.array(auditEntryShape),
    total,
    actors: z.array(z.string()).meta({ description: 'Every admin email in the log, for the filter.' }),
  },
  messages.ok,
);

// ── coupons ────────────────────────────────────────────────────────────────────────────────────

const couponShape = z
  .object({
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    value: z
      .number()
      .positive()
      .meta({ description: `A whole percent (1–${MAX_COUPON_PERCENT}) or rupees.` }),
    min_amount: money,
    first_order_only: flag,
    max_uses: id.nullable(),
    uses: count.meta({ description: 'Orders placed with it that are not cancelled.' }),
    starts_at: isoDate.nullable(),
    ends_at: isoDate.nullable(),
    active: flag,
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof couponShape>;

export const couponSaveRequest = z.object({
  code: z.string().meta({ description: 'Letters, digits, - and _; compared without regard to case.' }),
  kind: z.enum(COUPON_KINDS),
  value: z
    .number()
    .positive()
    .meta({ description: `percent: a whole number 1–${MAX_COUPON_PERCENT}; flat: rupees.` }),
  min_amount: z.number().min(0).optional(),
  first_order_only: z.union([flag, z.boolean()]).optional(),
  max_uses: id.nullable().optional().meta({ description: 'null: no limit.' }),
  starts_at: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'ISO 8601 date-time in the years 2000–2099 (UTC when it names no zone), or null.' }),
  ends_at: z.string().nullable().optional(),
  active: z.union([flag, z.boolean()]).optional(),
  is_new: z
    .union([flag, z.boolean()])
    .optional()
    .meta({ description: '1: add this code; one that exists in any case answers 409 and changes nothing.' }),
});
export const couponSaveAnswer = okAnswer({ code: z.string(), data: couponShape }, couponMessages.saved);
export const couponListAnswer = okAnswer({ list: z.array(couponShape) }, messages.ok);
export const checkCouponAnswer = okAnswer(
  {
    code: z.string(),
    discount: money.meta({ description: 'What the coupon takes off, rupees.' }),
    amount: money.meta({ description: 'The total after the discount, rupees.' }),
  },
  messages.couponApplied,
);

// ── shop settings ──────────────────────────────────────────────────────────────────────────────

const settingsShape = z
  .object({
    free_delivery_from: money.meta({ description: 'Orders at or above this (after the coupon) ship free.' }),
    delivery_charge: money.meta({ description: 'Added to an order below the free-delivery threshold.' }),
    cod_charge: money.meta({ description: 'Added to a cash-on-delivery order.' }),
    low_stock_at: count.meta({ description: 'A pack size with this many units or fewer is low on stock.' }),
    staff_email: z.string().nullable().meta({ description: 'Where staff mails go; null: none.' }),
    care_phone: z.string().nullable().meta({ description: 'Consumer care phone (10 digits), or null.' }),
    care_email: z.string().nullable().meta({ description: 'Consumer care email, or null.' }),
    grievance_officer_name: z.string().nullable(),
    grievance_officer_email: z.string().nullable(),
    grievance_officer_phone: z.string().nullable(),
    cod_max_amount: money
      .nullable()
      .meta({ description: 'Cash on delivery only for orders up to this, rupees; null: no limit.' }),
    cod_blocked_pincodes: z
      .array(z.string())
      .meta({ description: '6-digit pincodes without cash on delivery.' }),
    cod_rto_limit: count.nullable().meta({
      description:
        'After this many orders returned to the shop in 365 days, an account, email or mobile pays online.',
    }),
    cod_confirm_hours: count.nullable().meta({
      description:
        'Hours (1–72) to confirm a cash-on-delivery order before it is cancelled; null: no confirmation.',
    }),
    return_days: z
      .int()
      .min(1)
      .max(60)
      .meta({ description: 'Days after delivery within which items may be returned.' }),
    min_shelf_life_days: count.meta({
      description:
        'A lot is sold only while its expiry month ends at least this many days after today (India time).',
    }),
  })
  .meta({ id: 'ShopSettings' });
export type ShopSettings = z.infer<typeof settingsShape>;
const keptUnlessGiven = z
  .string()
  .nullable()
  .optional()
  .meta({ description: 'Left out: kept; null or empty: none.' });
/** `admin/settings/save`'s body as the console sends it: all five fields, and any of the contacts. */
export const settingsSaveRequest = settingsShape.extend({
  free_delivery_from: z.union([money, z.string()]),
  delivery_charge: z.union([money, z.string()]),
  cod_charge: z.union([money, z.string()]),
  low_stock_at: z.union([count, z.string()]),
  care_phone: keptUnlessGiven,
  care_email: keptUnlessGiven,
  grievance_officer_name: keptUnlessGiven,
  grievance_officer_email: keptUnlessGiven,
  grievance_officer_phone: keptUnlessGiven,
  cod_max_amount: z.union([money, z.string()]).nullable().optional(),
  cod_blocked_pincodes: z
    .union([z.array(z.string()), z.string()])
    .nullable()
    .optional(),
  cod_rto_limit: z.union([count, z.string()]).nullable().optional(),
  cod_confirm_hours: z.union([count, z.string()]).nullable().optional(),
  return_days: z
    .union([z.int(), z.string()])
    .optional()
    .meta({ description: 'Days after delivery within which items may be returned (1–60); left out: kept.' }),
  min_shelf_life_days: z
    .union([count, z.string()])
    .optional()
    .meta({ description: 'Left out: kept as it is (default 90).' }),
});
export const settingsSaveAnswer = okAnswer({ data: settingsShape }, settingsMessages.saved);
export const settingsGetAnswer = okAnswer({ data: settingsShape }, messages.ok);

// ── notes, returns, menu counts ────────────────────────────────────────────────────────────────

export const adminOrderNoteAnswer = okAnswer({ data: orderShape }, returnMessages.noteAdded);

const adminReturnShape = orderReturnShape
  .extend({
    od_id: id,
    user_name: z.string(),
    user_email: z.string(),
    od_payment_method: z.enum(PAYMENT_METHODS),
    refund_amount: money.nullable().meta({ description: 'Rupees refunded; null until received.' }),
    received_at: isoDate.nullable(),
    items: z
      .array(
        z.object({
          op_id: id,
          name: z.string(),
          pack_size: z.int().positive(),
          quantity: z.int().positive(),
        }),
      )
      .meta({
        description: 'What is returned: each line’s name, pack size in grams and the quantity returned.',
      }),
    refund_due: money.meta({
      description: 'Rupees receiving it refunds (price less the coupon’s share); once received, the refund.',
    }),
    refund_to: z.string().nullable().meta({
      description: 'Where a cash-on-delivery refund goes, masked: `n***@okbank`, `XXXXXX1234 (IFSC …)`.',
    }),
    restocked: flag
      .nullable()
      .meta({ description: '1 when the goods went back into stock; null until received.' }),
  })
  .meta({ id: 'AdminReturn' });
export type AdminReturn = z.infer<typeof adminReturnShape>;

export const addReturnAnswer = okAnswer(
  { rq_id: id, data: orderReturnShape },
  returnMessages.returnRequested,
);
export const adminReturnListAnswer = okAnswer({ list: z.array(adminReturnShape), total }, messages.ok);
export const adminReturnDecideAnswer = okAnswer({ data: adminReturnShape }, returnMessages.returnDecided);
export const adminReturnReceiveAnswer = okAnswer({ data: adminReturnShape }, returnMessages.returnReceived);

const menuCountsShape = z
  .object({
    to_ship: count.meta({ description: 'Orders with a live line in `Order confirmed` or `Packing`.' }),
    returns_to_decide: count.meta({ description: 'Returns `requested`, waiting for a decision.' }),
    unread_messages: count.meta({ description: 'Contact-form messages not read yet.' }),
  })
  .meta({ id: 'MenuCounts' });
export type MenuCounts = z.infer<typeof menuCountsShape>;
export const menuCountsAnswer = okAnswer({ data: menuCountsShape }, messages.ok);

// The answers of cash on delivery's order calls (decision 0031): each answers the order as its caller
// sees it (the shopper's Order, or the console's with notes and returns).
export const orderConfirmAnswer = okAnswer({ data: orderShape }, codMessages.confirmed);
export const deliveryFailedAnswer = okAnswer({ data: orderShape }, codMessages.deliveryFailedRecorded);
export const deliveryChoiceAnswer = okAnswer({ data: orderShape }, codMessages.choiceSaved);
export const rtoStartedAnswer = okAnswer({ data: orderShape }, codMessages.rtoStarted);
export const rtoReceivedAnswer = okAnswer({ data: orderShape }, codMessages.rtoReceived);
