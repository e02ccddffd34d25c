// The audit log's actions and kinds of object in words, and where an entry's object lives in the
// console.
import type { AuditAction, AuditTargetKind } from '@prime/contract';

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
  return undefined;
}
