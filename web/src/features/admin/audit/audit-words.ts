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
  'return.decide': 'Return decided',
  'return.receive': 'Return received',
  'review.hide': 'Review hidden or shown',
  'coupon.save': 'Coupon saved',
  'message.read': 'Message marked',
  'image.upload': 'Image uploaded',
  'settings.save': 'Shop settings saved',
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
  // A lot names its product.
  if (kind === 'lot') {
    const object = (after ?? before) as { p_id?: unknown } | null;
    return typeof object?.p_id === 'number' ? `/admin/products/${object.p_id}` : undefined;
  }
  return undefined;
}
