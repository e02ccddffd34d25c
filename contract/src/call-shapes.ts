// What each public API call answers, as zod schemas: the call's own fields in the envelope of
// answer-fields.ts. Each answer's TypeScript type (Product, OrderLine, …) is inferred from its shape
// here, so a field is added once (decision 0039). The server attaches them to its routes for the
// OpenAPI reference (`/prime/openapi.json`); nothing parses answers with them at run time.
import { z } from 'zod';
import { ADDRESS_TYPES } from './accounts.ts';
import {
  countShape as count,
  flagNumberShape,
  flagShape as flag,
  idShape as id,
  imagePathShape as imagePath,
  isoDateShape as isoDate,
  moneyShape as money,
  okAnswer,
} from './answer-fields.ts';
import { quantityField } from './cart.ts';
import { PAYMENT_STATUSES, type DeliveryStatus } from './constants.ts';
import { PRODUCT_UNITS } from './declarations.ts';
import { messages } from './messages.ts';
import {
  MAX_IDEMPOTENCY_KEY_LENGTH,
  MAX_ORDER_LINES,
  ORDER_LINE_STATUSES,
  PAYMENT_METHODS,
} from './orders.ts';
import { RETURN_STATUSES_OF_REQUEST } from './returns.ts';
import { idField } from './rules.ts';
import { USER_ROLES } from './staff-access.ts';

// ── catalogue ──────────────────────────────────────────────────────────────────────────────────

export const categoryShape = z.object({ c_id: id, c_name: z.string() }).meta({ id: 'Category' });
export type Category = z.infer<typeof categoryShape>;

export const concernShape = z
  .object({ cc_id: id, cc_name: z.string(), cc_image: imagePath })
  .meta({ id: 'Concern' });
export type Concern = z.infer<typeof concernShape>;

const packSizePriceShape = z
  .object({
    pp_id: id,
    pp_packet_size: z.int().positive().meta({
      description: 'Net quantity in the product\'s `p_unit`: grams (50 is shown as "50 gm") or ml.',
    }),
    pp_prize: money.meta({ description: 'MRP of one unit, rupees.' }),
    pp_discount_prize: money.meta({ description: 'Selling price of one unit, rupees.' }),
    pp_discount: count.meta({ description: 'Whole percent off the MRP.' }),
    pp_stocks: count.meta({ description: 'Units of this pack size in stock: its sellable lots.' }),
    pp_unit_price: money.meta({
      description: "The selling price of 1 g or 1 ml (the product's `p_unit`), rupees to the paisa.",
    }),
    pp_expiry: z.string().nullable().meta({
      description: 'Expiry month (YYYY-MM) of the lot the next unit would come from; null when none.',
    }),
  })
  .meta({ id: 'PackSizePrice' });
export type PackSizePrice = z.infer<typeof packSizePriceShape>;

/** The Legal Metrology declarations of a product (decision 0029, contract/src/declarations.ts). */
const declarationFields = {
  p_generic_name: z.string().nullable().meta({ description: 'What it is: `Face serum`.' }),
  p_unit: z
    .enum(PRODUCT_UNITS)
    .meta({ description: 'The unit pack sizes are net quantities in: `g` or `ml`.' }),
  p_manufacturer: z.string().nullable().meta({ description: 'Name and full address of the maker.' }),
  p_marketer: z
    .string()
    .nullable()
    .meta({ description: 'Name and address of the brand owner that markets it, or null.' }),
  p_country_of_origin: z.string(),
  p_shelf_life_months: z
    .int()
    .min(1)
    .max(60)
    .nullable()
    .meta({ description: 'Best before this many months from manufacture.' }),
};

export type ProductDeclarations = z.infer<z.ZodObject<typeof declarationFields>>;

const ingredientShape = z
  .object({ pin_id: id, pin_description: z.string(), pin_image: imagePath })
  .meta({ id: 'Ingredient' });
export type Ingredient = z.infer<typeof ingredientShape>;

export const productShape = z
  .object({
    p_id: id,
    p_productname: z.string(),
    p_image: imagePath,
    productimage: z.array(z.object({ pi_id: id, pi_image: imagePath })),
    p_prize: money.meta({ description: "The first pack size's MRP, rupees." }),
    p_discount_prize: money.meta({ description: "The first pack size's selling price, rupees." }),
    p_discount: count.meta({ description: "The first pack size's whole percent off." }),
    p_description: z.string(),
    p_stocks: count.meta({ description: 'Units in stock over all pack sizes.' }),
    p_category: id.meta({ description: 'A c_id.' }),
    p_concern_category: id.nullable().meta({ description: 'A cc_id, or null.' }),
    p_status: flagNumberShape.meta({ description: '1 active; only active products are listed.' }),
    p_rating: z.number().min(0).max(5).meta({ description: 'Mean of its reviews, 2 decimals; 0 with none.' }),
    reviewcount: count,
    p_upcoming: flagNumberShape,
    p_quantity_types: z.string().meta({ description: 'The first pack size, e.g. "50gm" (or "100ml").' }),
    p_how_it_works: z.string(),
    p_how_to_use: z.string(),
    p_suitable_for: z.string(),
    p_material_content: z.string(),
    ingredients: z.array(ingredientShape),
    product_price: z.array(packSizePriceShape).min(1),
    p_slug: z.string().meta({
      description:
        'Lower-case words and hyphens from the name, unique, kept when the name changes: the canonical page is /products/<p_slug>.',
    }),
    p_hsn: z.string().meta({ description: 'HSN code on the tax invoice, 4 to 8 digits.' }),
    p_gst_rate: z
      .number()
      .meta({ description: 'GST rate in percent, included in the prices: 0, 5, 12, 18 or 28.' }),
    ...declarationFields,
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productShape>;

const bestSellerShape = z
  .object({ op_product_id: id, productDetails: z.array(productShape) })
  .meta({ id: 'BestSellerEntry' });
export type BestSellerEntry = z.infer<typeof bestSellerShape>;

export const reviewShape = z
  .object({
    r_id: id,
    r_rating: z.int().min(1).max(5),
    r_heading: z.string(),
    r_comment: z.string(),
    r_date: isoDate,
    u_name: z.string(),
    r_verified: flag.meta({ description: 'When the writer bought the product.' }),
    reviewimages: z.array(z.object({ ri_image: imagePath })),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewShape>;

export const categoryListAnswer = okAnswer({ list: z.array(categoryShape) }, messages.ok);
export const concernListAnswer = okAnswer({ data: z.array(concernShape) }, messages.ok);
export const productListAnswer = okAnswer(
  {
    list: z.union([z.array(productShape), z.array(bestSellerShape)]).meta({
      description:
        'Products; with `bestsellers` entries of {op_product_id, productDetails}, best sellers first.',
    }),
  },
  messages.ok,
);
export const reviewSummaryShape = z
  .object({
    count: count.meta({ description: 'How many shown reviews the product has (with photos or not).' }),
    average: z
      .number()
      .min(0)
      .max(5)
      .meta({ description: 'Their mean rating to 2 decimals, as `p_rating` is; 0 with none.' }),
    stars: z
      .array(z.object({ stars: z.int().min(1).max(5), count }))
      .meta({ description: 'How many gave 5, 4, 3, 2 and 1 stars: five entries, in that order.' }),
    with_photos: count.meta({ description: 'How many of them carry photos.' }),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.infer<typeof reviewSummaryShape>;

export const reviewListAnswer = okAnswer(
  {
    list: z.array(reviewShape).meta({ description: 'Every shown review, or with `page` that page of them.' }),
    total: count.optional().meta({
      description:
        'With `page`: how many reviews the filter in use matches (with `with_photos`, those with photos).',
    }),
    summary: reviewSummaryShape
      .optional()
      .meta({ description: "With `page`: all of the product's shown reviews summed, whatever the filter." }),
  },
  messages.ok,
);
/** `list/review` with `page`: the page, how many reviews match the filter in use, and the summary. */
export type ReviewPage = Required<Omit<z.infer<typeof reviewListAnswer>, 'result' | 'message'>>;
export const deliveryTimeAnswer = okAnswer(
  {
    data: z.int().positive().meta({ description: 'Whole days to deliver to the pincode.' }),
    sunday_delivery: z.boolean().meta({ description: 'Whether couriers deliver there on Sundays.' }),
  },
  messages.ok,
);

// ── content ────────────────────────────────────────────────────────────────────────────────────

const bannerShape = z
  .object({
    b_id: id,
    b_title: z.string(),
    b_heading: z.string(),
    b_description: z.string(),
    b_image: imagePath,
    b_status: flagNumberShape,
    b_link: z.string().meta({ description: 'Where BUY NOW leads (a shop address); empty: the categories.' }),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerShape>;
const offerBannerShape = z.object({ ob_id: id, ob_text: z.string() }).meta({ id: 'OfferBanner' });
export type OfferBanner = z.infer<typeof offerBannerShape>;
const standardShape = z
  .object({ os_id: id, os_title: z.string(), os_description: z.string(), os_image: imagePath })
  .meta({ id: 'Standard' });
export type Standard = z.infer<typeof standardShape>;
const specialityShape = z
  .object({ osp_id: id, osp_image: imagePath, osp_title: z.string() })
  .meta({ id: 'Speciality' });
export type Speciality = z.infer<typeof specialityShape>;
const faqShape = z.object({ fq_id: id, fq_question: z.string(), fq_answers: z.string() }).meta({ id: 'Faq' });
export type Faq = z.infer<typeof faqShape>;
const partnerShape = z
  .object({ pt_id: id, pt_name: z.string(), pt_image: imagePath, pt_link: z.string() })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof partnerShape>;
const contactCardShape = z
  .object({
    g_id: id,
    g_image: imagePath,
    g_heading: z.string(),
    g_description: z.string(),
    g_contact: z.string(),
  })
  .meta({ id: 'ContactCard' });
export type ContactCard = z.infer<typeof contactCardShape>;
const blogPostShape = z
  .object({
    bl_id: id,
    bl_image: imagePath,
    bl_name: z.string(),
    bl_heading: z.string(),
    bl_description: z.string(),
    bl_hashtags: z.string(),
    bl_created_at: isoDate,
  })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostShape>;

/** The content lists, by path: each answers `list` of its entries. */
export const contentListAnswers = {
  'list/banner': okAnswer({ list: z.array(bannerShape) }, messages.ok),
  'list/offer-banner': okAnswer({ list: z.array(offerBannerShape) }, messages.ok),
  'list/listourstandard': okAnswer({ list: z.array(standardShape) }, messages.ok),
  'list/our-specialities': okAnswer({ list: z.array(specialityShape) }, messages.ok),
  'list/faq': okAnswer({ list: z.array(faqShape) }, messages.ok),
  'list/partners': okAnswer({ list: z.array(partnerShape) }, messages.ok),
  'list/get_in_touch': okAnswer({ list: z.array(contactCardShape) }, messages.ok),
  'list/blog': okAnswer({ list: z.array(blogPostShape) }, messages.ok),
} as const;
export const contactAnswer = okAnswer({}, messages.contactSent);

// ── accounts ───────────────────────────────────────────────────────────────────────────────────

const role = z.enum(USER_ROLES);
const loginUserShape = z
  .object({
    name: z.string(),
    role,
    u_role: role,
    user_token: z.string().meta({ description: 'Send as `Authorization: Bearer <user_token>`.' }),
    u_id: id,
    email: z.string(),
    mobile: z.string(),
  })
  .meta({ id: 'LoginUser' });
export type LoginUser = z.infer<typeof loginUserShape>;

export const userProfileShape = z
  .object({
    u_id: id,
    u_name: z.string(),
    u_email: z.string(),
    u_mobile: z.string(),
    u_image: z.string(),
    u_role: role,
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileShape>;

export const addressShape = z
  .object({
    adr_id: id,
    adr_user_id: id,
    adr_type: z.enum(ADDRESS_TYPES),
    adr_heading: z.string(),
    adr_address: z.string(),
    adr_city: z
      .string()
      .meta({ description: "'' for one saved before addresses had a city: its district stands for it." }),
    adr_district: z.string(),
    adr_state: z.string(),
    adr_pincode: z.string(),
    adr_status: z.int(),
    adr_phone: z.string(),
    adr_setdefault: flag.meta({ description: '1 on at most one address of a user.' }),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressShape>;

export const registerAnswer = okAnswer(
  { data: z.object({ message: z.literal(messages.registered) }) },
  messages.registered,
);
export const loginAnswer = okAnswer({ user: loginUserShape }, messages.loggedIn);
export const logoutAnswer = okAnswer({}, messages.loggedOut);
export const forgotPasswordAnswer = okAnswer({}, messages.otpSent);
export const verifyOtpAnswer = okAnswer({}, messages.otpVerified);
export const changePasswordAnswer = okAnswer({}, messages.passwordChanged);
export const userListAnswer = okAnswer({ list: z.array(userProfileShape) }, messages.ok);
export const profileAnswer = okAnswer({ data: userProfileShape }, messages.profileUpdated);
export const emailOtpAnswer = okAnswer({}, messages.emailOtpSent);
export const emailProofAnswer = okAnswer(
  {
    proven: flag.meta({ description: '1: the email was proven before: no code was sent.' }),
    attached: z
      .int()
      .min(0)
      .meta({ description: 'Guest orders with the email that joined the account now.' }),
  },
  messages.emailProofSent,
  messages.emailAlreadyProven,
);
export const proveEmailAnswer = okAnswer(
  { attached: z.int().min(0).meta({ description: 'Guest orders with the email that joined the account.' }) },
  messages.emailProven,
);
export const addressListAnswer = okAnswer({ list: z.array(addressShape) }, messages.ok);
export const addAddressAnswer = okAnswer({ adr_id: id }, messages.addressAdded);
export const editAddressAnswer = okAnswer({ data: addressShape }, messages.addressUpdated);
export const deleteAddressAnswer = okAnswer({}, messages.addressDeleted);

// ── cart and favourites ────────────────────────────────────────────────────────────────────────

export const cartLineShape = productShape
  .extend({
    ct_id: id,
    ct_product_id: id,
    ct_packet_size: z.int().positive().meta({ description: "The line's pack size in grams." }),
    ct_quantity: z.int().positive(),
    ct_status: z.literal(1),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof cartLineShape>;

const favouriteShape = productShape.extend({ f_id: id }).meta({ id: 'Favourite' });
export type Favourite = z.infer<typeof favouriteShape>;

export const cartListAnswer = okAnswer({ list: z.array(cartLineShape) }, messages.ok);
export const addCartAnswer = okAnswer({ data: cartLineShape }, messages.addedToCart);
export const updateCartAnswer = okAnswer({ data: cartLineShape }, messages.cartUpdated);
export const deleteCartAnswer = okAnswer({}, messages.cartLineRemoved);
export const favouriteAnswer = okAnswer(
  { p_id: id, fav: flag },
  messages.addedToFavourites,
  messages.removedFromFavourites,
);
export const favouriteListAnswer = okAnswer({ data: z.array(favouriteShape) }, messages.ok);

// ── orders ─────────────────────────────────────────────────────────────────────────────────────

/** An order's access token (the owner's, an admin's and the link holder's answers carry it). */
export const accessToken = z.string().meta({
  description: 'The order’s unguessable access token: its page, without a login, is `/orders/<od_access>`.',
});

/** The order's GST invoice and credit notes, as Order and OrderLine carry them. */
export const invoiceFields = {
  od_invoice_no: z
    .string()
    .nullable()
    .meta({ description: 'The GST tax invoice number, `PRM/<financial year>/<serial>`; null until issued.' }),
  od_invoice_url: z
    .string()
    .nullable()
    .meta({ description: 'Path of its PDF on this server, `/invoices/<token>.pdf`; null until issued.' }),
  od_credit_notes: z.array(z.object({ no: z.string(), url: z.string() })).meta({
    description:
      'Credit notes `PRM-CN/<financial year>/<serial>` for what was cancelled or returned after the invoice.',
  }),
};
/** Every refund of an order, as Order and OrderLine carry them. */
export const refundFields = {
  od_refunded: money.meta({ description: 'Rupees given back so far: every refund added up.' }),
  od_refunds: z
    .array(
      z.object({
        amount: money,
        reference: z.string().nullable(),
        at: isoDate,
        reason: z.string(),
      }),
    )
    .meta({
      description:
        'Each refund, oldest first: amount, the gateway’s refund id or the payout reference, when, and what it paid back.',
    }),
};
/** A return of some of an order's lines (add/return, admin/return/…). */
export const orderReturnShape = z
  .object({
    rq_id: id,
    op_ids: z.array(id),
    lines: z
      .array(z.object({ op_id: id, quantity: z.int().positive() }))
      .meta({ description: 'How many units of each line are returned: all of it, or part of a line.' }),
    reason: z.string(),
    status: z.enum(RETURN_STATUSES_OF_REQUEST),
    created_at: isoDate,
    decided_at: isoDate.nullable(),
    note: z
      .string()
      .nullable()
      .meta({ description: 'Staff’s words with their decision; the customer sees them.' }),
    refund_reference: z.string().nullable().meta({
      description: 'The gateway’s refund id, or the UPI or bank reference of a cash-on-delivery refund.',
    }),
  })
  .meta({ id: 'OrderReturn' });
export type OrderReturn = z.infer<typeof orderReturnShape>;

export const orderLineShape = z
  .object({
    op_id: id,
    od_id: id,
    p_id: id,
    p_productname: z.string(),
    p_image: imagePath,
    op_quantity: z.int().positive(),
    op_packet_size: z.int().positive().meta({ description: 'The pack size, in `op_unit`.' }),
    op_unit: z.enum(PRODUCT_UNITS).meta({ description: 'The unit of the pack size: `g` or `ml`.' }),
    op_price: money.meta({ description: 'One unit, rupees, as when the order was placed.' }),
    od_amount: money.meta({ description: 'What the whole order costs after any discount, rupees.' }),
    od_payment_method: z.enum(PAYMENT_METHODS),
    od_payment_status: z.enum(PAYMENT_STATUSES),
    op_delivery_status: z.enum(ORDER_LINE_STATUSES as [DeliveryStatus, ...DeliveryStatus[]]),
    od_created_at: isoDate,
    od_discount: money.meta({ description: "The coupon's discount, rupees; 0 without one." }),
    od_coupon_code: z.string().nullable(),
    od_access: accessToken,
    od_delivery_charge: money.meta({ description: 'Part of od_amount; 0 when not charged.' }),
    od_cod_charge: money.meta({ description: 'Part of od_amount; 0 when not charged.' }),
    op_courier: z.string().nullable().meta({ description: 'Who carries the line; null until shipped.' }),
    op_awb: z.string().nullable().meta({ description: 'The air waybill number; null until shipped.' }),
    op_tracking_url: z
      .string()
      .nullable()
      .meta({ description: 'The courier’s https tracking page; null until shipped or when not given.' }),
    op_delivered_at: isoDate
      .nullable()
      .meta({ description: 'When the line was delivered; it may be returned within 7 days of it.' }),
    ...invoiceFields,
    ...refundFields,
    op_lots: z
      .array(z.object({ batch_no: z.string(), expiry: z.string(), quantity: z.int().positive() }))
      .meta({ description: 'The batches the line’s units came from, with their expiry months (YYYY-MM).' }),
    od_returns: z
      .array(orderReturnShape)
      .optional()
      .meta({ description: 'The order’s returns, oldest first (list/order).' }),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineShape>;
export type OrderRefund = OrderLine['od_refunds'][number];
/** An invoice's or credit note's number and the path of its PDF. */
export type TaxDocumentLink = OrderLine['od_credit_notes'][number];

export const placeOrderAnswer = okAnswer(
  {
    order_id: id,
    paymentLinkUrl: z.string().nullable().meta({
      description:
        'Where to pay an online order (`/pay/sandbox/<reference>` in the sandbox); null for cash on delivery.',
    }),
  },
  messages.orderPlaced,
);
/** `add/order`'s answer fields. */
export type PlacedOrder = Omit<z.infer<typeof placeOrderAnswer>, 'result' | 'message'>;
export const orderListAnswer = okAnswer({ list: z.array(orderLineShape) }, messages.ok);
export const orderTrackingAnswer = okAnswer({ data: orderLineShape }, messages.orderStatusUpdated);
export const orderPayAnswer = okAnswer(
  {
    od_id: id,
    paymentLinkUrl: z
      .string()
      .meta({ description: 'Where to pay the order (the same link until it is paid).' }),
  },
  messages.paymentLinkReady,
);

export const orderCodAnswer = okAnswer(
  { od_id: id, amount: money.meta({ description: 'Rupees to pay on delivery.' }) },
  messages.switchedToCod,
);

export const cancelOrderAnswer = okAnswer(
  {
    od_id: id,
    refunded: money.meta({ description: 'Rupees refunded through the gateway; 0 when nothing was paid.' }),
  },
  messages.orderCancelled,
);

const quoteLineShape = z
  .object({
    product_id: id,
    packet_size: z.int().min(0).meta({ description: 'Grams; 0 for an unknown product.' }),
    quantity: z.int().positive(),
    price: money.meta({ description: 'One unit at the selling price, rupees.' }),
    line_total: money.meta({ description: 'What the line adds to the subtotal: 0 when it has a problem.' }),
    problem: z
      .string()
      .nullable()
      .meta({
        description:
          'The first that applies of `This product is no longer available.`, `Not available yet.`, ' +
          '`Out of stock.`, `Only N left in stock.`; null when the line can be bought as asked.',
      }),
  })
  .meta({ id: 'QuoteLine' });
export type QuoteLine = z.infer<typeof quoteLineShape>;

const orderQuoteShape = z
  .object({
    lines: z.array(quoteLineShape),
    subtotal: money,
    discount: money.meta({ description: "The coupon's discount; 0 without one or when it is refused." }),
    delivery_charge: money.meta({
      description: 'Added below the free-delivery threshold (after the coupon).',
    }),
    cod_charge: money.meta({ description: 'Added to a cash-on-delivery order.' }),
    amount: money.meta({ description: 'What `add/order` expects as its `amount`.' }),
    coupon_message: z.string().nullable().meta({
      description: 'null without a code, else `Coupon applied!` or why the coupon does not apply.',
    }),
    cod_available: flag.meta({ description: '1 when the order may be paid on delivery, 0 when not.' }),
    cod_reason: z
      .string()
      .nullable()
      .meta({
        description:
          'Why cash on delivery is not offered, the first that applies of `Cash on delivery is not available for ' +
          'orders above ₹N.`, `Cash on delivery is not available at this pincode.`, `Cash on delivery is not ' +
          'available for this account. Please pay online.`; null when it is.',
      }),
  })
  .meta({ id: 'OrderQuote' });
export type OrderQuote = z.infer<typeof orderQuoteShape>;
export const orderQuoteAnswer = okAnswer({ data: orderQuoteShape }, messages.ok);

/** `shop/charges`: what delivery and cash on delivery cost now (`admin/settings/save` sets them), for the
 * cart's "Add ₹N more for free delivery". */
export const shopChargesAnswer = okAnswer(
  {
    data: z
      .object({
        free_delivery_from: money.meta({ description: 'Delivery is free from this total after the coupon.' }),
        delivery_charge: money.meta({ description: 'Added below that total.' }),
        cod_charge: money.meta({ description: 'Added to a cash-on-delivery order.' }),
        return_days: z
          .int()
          .positive()
          .meta({ description: 'Days after delivery within which items may be returned.' }),
      })
      .meta({ id: 'ShopCharges' }),
  },
  messages.ok,
);
export type ShopCharges = z.infer<typeof shopChargesAnswer>['data'];

/** The lines of an order as a client sends them (`add/order`, `order/quote`). */
const productDetailsRequest = z
  .array(
    z.object({
      product_id: idField,
      quantity: quantityField,
      packet_size: z.union([z.int().positive(), z.string()]).optional().meta({
        description: 'Grams: 50, "50" or "50gm"; empty or left out: the product’s first pack size.',
      }),
    }),
  )
  .min(1)
  .max(MAX_ORDER_LINES)
  .meta({ description: 'The lines; empty answers 400 `Your cart is empty.` before any other check.' });

/**
 * `add/order`'s body as a client sends it. The server parses it with `addOrderBody` (orders.ts), which
 * reads every field as sent (numbers as digits, an empty cart first) to keep the checkout's message
 * order; this is the same body described field by field for the reference.
 */
export const addOrderRequest = z.object({
  u_id: z.union([id, z.string()]).optional().meta({
    description:
      'The seed client’s user id: may be left out (the token names the account); sent without a valid token: 401.',
  }),
  amount: z.number().positive().meta({
    description:
      'The total the shopper saw, rupees: the server prices every line again and answers 409 when it differs.',
  }),
  payment_method: z.enum(PAYMENT_METHODS).optional().meta({ description: '`cod` when left out.' }),
  user_name: z.string(),
  user_email: z.string().meta({ description: 'The confirmation mail goes here.' }),
  user_mobile_no: z.string().meta({ description: '10 digits.' }),
  user_address: z.string(),
  user_city: z.string(),
  user_state: z.string(),
  user_district: z.string().optional(),
  landmark: z.string().optional(),
  user_zipcode: z.string().meta({ description: '6 digits, the first 1–9.' }),
  product_details: productDetailsRequest,
  coupon_code: z.string().nullable().optional(),
});

/** `order/quote`'s body as a client sends it; the server parses it with `orderQuoteBody` (order-quote.ts). */
export const orderQuoteRequest = z.object({
  product_details: productDetailsRequest,
  coupon_code: z.string().nullable().optional(),
  payment_method: z
    .enum(PAYMENT_METHODS)
    .optional()
    .meta({ description: '`cod` when left out, as `add/order`.' }),
  user_email: z.string().optional().meta({
    description:
      'Whose first order a guest’s would be, for a first-order coupon; a token’s account decides instead.',
  }),
  user_zipcode: z
    .string()
    .optional()
    .meta({ description: 'The delivery pincode, for cash on delivery’s limits.' }),
  user_mobile_no: z.string().optional().meta({
    description:
      'The order’s mobile: with the account and email, whose returned parcels count against cash on delivery.',
  }),
});

/** The headers `add/order` reads besides Authorization. */
export const addOrderHeaders = z.object({
  'idempotency-key': z.string().min(1).max(MAX_IDEMPOTENCY_KEY_LENGTH).optional().meta({
    description:
      'A retry with the same key and body answers the first answer and makes no second order; the same key with another body: 409.',
  }),
});
