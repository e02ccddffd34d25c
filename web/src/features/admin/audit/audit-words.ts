// The audit log's actions and kinds of object in words (a status change says the status it set), the
// object by its name (a product's name, an item's product and size, an order's number) rather than its
// key, and where an entry's object lives in the console.
import { packSizeLabel, type AuditAction, type AuditTargetKind } from '@prime/contract';

export const ACTION_WORDS: Record<AuditAction, string> = {
  'product.save': 'Product saved',
  'product.image': 'Product photo added',
  'product.image.order': 'Product photos reordered',
  'product.image.delete': 'Product photo removed',
  'category.save': 'Category saved',
  'category.delete': 'Category deleted',
  'concern.save': 'Concern saved',
  'concern.delete': 'Concern deleted',
  'content.save': 'Content saved',
  'content.delete': 'Content deleted',
  'content.order': 'Content reordered',
  'order.status': 'Order status changed',
  'order.ship': 'Order shipped',
  'order.cancel': 'Order cancelled',
  'order.note': 'Order note added',
  'order.confirm': 'Order confirmed by phone',
  'order.delivery_failed': 'Delivery failed',
  'order.delivery_choice': 'Customer chose after a failed delivery',
  'order.rto': 'Returning to seller',
  'order.rto_received': 'Returned to seller',
  'return.decide': 'Return decided',
  'return.receive': 'Return received',
  'review.hide': 'Review hidden or shown',
  'coupon.save': 'Coupon saved',
  'message.read': 'Message marked',
  'image.upload': 'Image uploaded',
  'settings.save': 'Shop settings saved',
  'staff.invite': 'Staff member invited',
  'staff.role': 'Staff role changed',
  'staff.remove': 'Staff member removed',
  'grievance.reply': 'Grievance answered',
  'grievance.resolve': 'Grievance resolved',
  'stock.receive': 'Delivery received',
  'stock.adjust': 'Batch adjusted',
};

export const KIND_WORDS: Record<AuditTargetKind, string> = {
  product: 'Products',
  category: 'Categories',
  concern: 'Concerns',
  banner: 'Banners',
  offer_banner: 'Offer banner',
  standard: 'Standards',
  speciality: 'Specialities',
  faq: 'FAQ',
  partner: 'Partners',
  contact_card: 'Contact cards',
  blog: 'Blog posts',
  order: 'Orders',
  order_line: 'Order items',
  return: 'Returns',
  review: 'Reviews',
  coupon: 'Coupons',
  message: 'Messages',
  image: 'Uploaded images',
  settings: 'Shop settings',
  user: 'Staff',
  grievance: 'Grievances',
  lot: 'Stock batches',
};

export const actionWords = (action: string) => ACTION_WORDS[action as AuditAction] ?? action;

/** The console page of the entry's object, when it has one. */
export function targetLink(target: string, after: unknown, before: unknown): string | undefined {
  const [kind, id] = [target.slice(0, target.indexOf(':')), target.slice(target.indexOf(':') + 1)];
  if (kind === 'product') return `/admin/products/${id}`;
  if (kind === 'order') return `/admin/orders/${id}`;
  // An order line and a return (AdminReturn) both name their order.
  if (kind === 'order_line' || kind === 'return') {
    const object = (after ?? before) as { od_id?: unknown } | null;
    return typeof object?.od_id === 'number' ? `/admin/orders/${object.od_id}` : undefined;
  }
  if (kind === 'coupon') return '/admin/coupons';
  if (kind === 'settings') return '/admin/settings';
  if (kind === 'user') return '/admin/staff';
  if (kind === 'grievance') return '/admin/grievances';
  // A lot names its product.
  if (kind === 'lot') {
    const object = (after ?? before) as { p_id?: unknown } | null;
    return typeof object?.p_id === 'number' ? `/admin/products/${object.p_id}` : undefined;
  }
  return undefined;
}

type Named = Record<string, unknown> | null;

/** The statuses a status change set: the item's, or each of the order's items that moved. */
function statusesSet(after: Named, before: Named): string[] {
  if (typeof after?.op_delivery_status === 'string') return [after.op_delivery_status];
  const lines = (object: Named) =>
    (Array.isArray(object?.lines) ? object.lines : []) as { op_id?: unknown; op_delivery_status?: unknown }[];
  const was = new Map(lines(before).map((line) => [line.op_id, line.op_delivery_status]));
  const set = lines(after)
    .filter((line) => was.get(line.op_id) !== line.op_delivery_status)
    .map((line) => String(line.op_delivery_status));
  return [...new Set(set)];
}

/** What the entry did, in words: `Status changed to Shipped` rather than `Order status changed`. */
export function entryTitle(action: string, after: unknown, before: unknown): string {
  if (action === 'order.status') {
    const set = statusesSet(after as Named, before as Named);
    if (set.length > 0) return `Status changed to ${set.join(', ')}`;
  }
  return actionWords(action);
}

/** The entry's object by its name: `Vitamin C Serum`, `Night Cream 50 gm of order #12`, `Order #12`. */
export function targetName(target: string, after: unknown, before: unknown): string {
  const kind = target.slice(0, target.indexOf(':'));
  const id = target.slice(target.indexOf(':') + 1);
  const object = (after ?? before) as Named;
  if (kind === 'product' && typeof object?.p_productname === 'string') return object.p_productname;
  if (kind === 'order_line' && typeof object?.p_productname === 'string') {
    const size = packSizeLabel(String(object.op_packet_size), String(object.op_unit ?? 'g'));
    return `${object.p_productname} ${size} of order #${String(object.od_id)}`;
  }
  if (kind === 'order') return `Order #${id}`;
  if (kind === 'return') return `Return #${id}`;
  if (kind === 'coupon') return `Coupon ${id}`;
  if (kind === 'settings') return 'Shop settings';
  if (kind === 'category' && typeof object?.c_name === 'string') return object.c_name;
  if (kind === 'concern' && typeof object?.cc_name === 'string') return object.cc_name;
  return target;
}
