// What an audit entry changed, field by field, from the object before and after (as the API answers
// them, contract/src/admin.ts). Nested fields read as a path (`Pack 50 gm › stock`), list items by
// their size or id rather than their position, so a removed pack size does not look like every later
// one changed; ingredients, written anew with new ids at every save, by their place. Only what an
// admin changes is shown, in the form's words: not the fields the shop works out from others.

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface AuditDiff {
  changes: FieldChange[];
  /** Fields the change left as they were. */
  unchanged: number;
}

/** The words for the API's field names the log shows most. */
const FIELD_WORDS: Record<string, string> = {
  p_productname: 'name',
  p_slug: 'page address',
  p_category: 'category',
  p_concern_category: 'concern',
  p_hsn: 'HSN code',
  p_gst_rate: 'GST rate',
  p_generic_name: 'generic name',
  p_unit: 'unit',
  p_manufacturer: 'manufacturer',
  p_marketer: 'marketer',
  p_country_of_origin: 'country of origin',
  p_shelf_life_months: 'shelf life (months)',
  p_description: 'description',
  p_how_it_works: 'how it works',
  p_how_to_use: 'how to use',
  p_suitable_for: 'suitable for',
  p_material_content: 'material content',
  p_status: 'shown in the shop',
  p_upcoming: 'upcoming',
  p_bestseller: 'best seller',
  p_bestseller_rank: 'best-seller place',
  p_image: 'main photo',
  productimage: 'photo',
  product_price: 'pack',
  ingredients: 'ingredient',
  pp_packet_size: 'size (gm)',
  pp_prize: 'MRP',
  pp_discount_prize: 'price',
  pp_discount: '% off',
  pp_stocks: 'stock',
  batch_no: 'batch',
  remaining: 'left',
  received: 'received',
  reason: 'reason',
  change: 'change',
  pin_description: 'description',
  pin_image: 'image',
  op_delivery_status: 'status',
  od_payment_status: 'payment',
  r_hidden: 'hidden',
  m_read: 'read',
  code: 'code',
  kind: 'kind',
  value: 'value',
  min_amount: 'minimum order',
  first_order_only: 'first order only',
  max_uses: 'most uses',
  uses: 'uses',
  starts_at: 'starts',
  ends_at: 'ends',
  active: 'active',
  c_name: 'name',
  cc_name: 'name',
  cc_image: 'image',
  od_amount: 'amount',
  od_cancel_reason: 'cancellation reason',
  pi_image: 'image',
  free_delivery_from: 'free delivery from',
  delivery_charge: 'delivery charge',
  cod_charge: 'cash on delivery charge',
  low_stock_at: 'low stock at',
  staff_email: 'staff email',
  return_days: 'return window (days)',
  lines: 'item',
  op_courier: 'courier',
  op_awb: 'AWB',
  op_tracking_url: 'tracking link',
  op_quantity: 'quantity',
  od_delivery_charge: 'delivery charge',
  od_cod_charge: 'cash on delivery charge',
  od_discount: 'discount',
  od_coupon_code: 'coupon',
  od_payment_method: 'payment method',
  od_refunded: 'refunded',
  od_invoice_no: 'invoice',
  refund_amount: 'refund',
  refund_reference: 'refund reference',
  restocked: 'back in stock',
  status: 'status',
  note: 'note',
};

const word = (key: string) => FIELD_WORDS[key] ?? key;

/**
 * Fields that are no change of their own: a product's version follows every other change; its price,
 * MRP, % off, stock and sizes at the top are its packs' (shown per pack), a pack's next expiry follows
 * its lots; rating and review count are the shoppers'.
 */
const NOT_SHOWN = new Set([
  'p_version',
  'p_prize',
  'p_discount_prize',
  'p_discount',
  'p_stocks',
  'p_quantity_types',
  'pp_unit_price',
  'pp_expiry',
  'p_rating',
  'reviewcount',
]);
/** Lists whose items are written anew at every save: matched by place, their ids say nothing. */
const BY_PLACE = new Set(['ingredients']);
/** A list item's own id names the item (its path), it is no field of it. */
const isItemId = (key: string) => /_id$/.test(key);

type Flat = Map<string, string | null>;

/** A list item's name: its size, its id, or failing both its place in the list. */
function itemName(listKey: string, item: unknown, index: number): string {
  if (item && typeof item === 'object' && !BY_PLACE.has(listKey)) {
    const record = item as Record<string, unknown>;
    if (typeof record.pp_packet_size === 'number') return `${word(listKey)} ${record.pp_packet_size} gm`;
    // An order's item by its product and size, not its id.
    if (typeof record.p_productname === 'string' && typeof record.op_packet_size === 'number') {
      return `${record.p_productname} ${record.op_packet_size} gm`;
    }
    const idKey = Object.keys(record).find((key) => /_id$/.test(key) && typeof record[key] === 'number');
    if (idKey) return `${word(listKey)} ${String(record[idKey])}`;
  }
  return `${word(listKey)} ${index + 1}`;
}

/** Every leaf of `value` under `path` (the words of the fields and items above it). */
function flatten(value: unknown, path: string[], out: Flat, inItem = false): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (NOT_SHOWN.has(key) || (inItem && isItemId(key))) continue;
      if (Array.isArray(child)) {
        if (child.length === 0) out.set([...path, word(key)].join(' › '), '(none)');
        child.forEach((item, index) => flatten(item, [...path, itemName(key, item, index)], out, true));
      } else {
        flatten(child, [...path, word(key)], out);
      }
    }
    return;
  }
  out.set(path.join(' › '), value === null || value === undefined ? null : String(value));
}

function flat(value: unknown): Flat {
  const out: Flat = new Map();
  if (value !== null && value !== undefined) flatten(value, [], out);
  return out;
}

export function auditDiff(before: unknown, after: unknown): AuditDiff {
  const old = flat(before);
  const now = flat(after);
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  const changes: FieldChange[] = [];
  let unchanged = 0;
  for (const field of fields) {
    const was = old.has(field) ? old.get(field)! : null;
    const is = now.has(field) ? now.get(field)! : null;
    if (old.has(field) && now.has(field) && was === is) unchanged += 1;
    else changes.push({ field, before: old.has(field) ? was : null, after: now.has(field) ? is : null });
  }
  return { changes, unchanged };
}
