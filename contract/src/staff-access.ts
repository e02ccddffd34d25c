// Who on the staff may make which call (decision 0033): the one table of the console's calls by group,
// read by the server at every staff route (server/src/auth/admin-only.ts) and by the console to show
// each role only the menus, screens and buttons it may use. A call is named as its route is registered
// under /prime (`admin/order/:od_id/packing-slip`); `admin/stock/*` names every call under
// `admin/stock/`. A staff call missing here is the admin's alone, and a test walking every registered
// route fails until it is added (server/src/modules/staff/staff-access.test.ts).

/** The roles of the shop's staff; a shopper's role is `user`. */
export const STAFF_ROLES = ['admin', 'support', 'packer', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const USER_ROLES = ['user', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const isStaffRole = (role: string): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);

export interface StaffCallGroup {
  /** The roles that may make the group's calls. */
  roles: readonly StaffRole[];
  /** Roles among them that may move orders, but not to `Cancelled` (a body whose `status` is it). */
  notToCancelled?: readonly StaffRole[];
  calls: readonly string[];
}

export const STAFF_CALL_GROUPS = {
  ordersRead: {
    roles: ['admin', 'support', 'packer'],
    calls: [
      'admin/order/list',
      'admin/order/detail',
      'admin/order/note',
      'admin/order/export',
      'admin/order/:od_id/packing-slip',
      'admin/order/packing-slips',
      'admin/dashboard',
      'admin/menu-counts',
    ],
  },
  ordersMoving: {
    roles: ['admin', 'support', 'packer'],
    notToCancelled: ['packer'],
    calls: [
      'admin/order/status',
      'admin/order/bulk-status',
      'admin/order/ship',
      'admin/order/awb-check',
      'admin/order/delivery-failed',
      'admin/order/rto',
      'admin/order/rto-received',
      'update/order-tracking',
    ],
  },
  moneyAndShoppers: {
    roles: ['admin', 'support'],
    calls: [
      // Another's order: a shopper still cancels their own.
      'cancel-order',
      'admin/order/confirm',
      'admin/return/*',
      'admin/grievance/*',
      'admin/customer/*',
      'admin/message/*',
      'admin/review/*',
    ],
  },
  catalogue: {
    roles: ['admin', 'catalogue'],
    calls: [
      'admin/product/*',
      'admin/image/upload',
      'admin/stock/*',
      'admin/category/*',
      'admin/concern/*',
      'admin/content/*',
      'admin/banner/*',
      'admin/offer-banner/*',
      'admin/blog/*',
      'admin/faq/*',
      'admin/partner/*',
      'admin/standard/*',
      'admin/speciality/*',
      'admin/contact-card/*',
    ],
  },
  business: {
    roles: ['admin'],
    calls: [
      'admin/coupon/*',
      'admin/settings/*',
      'admin/invoice/*',
      'admin/rto/summary',
      'admin/audit/list',
      'admin/staff/*',
      'admin/health',
    ],
  },
} as const satisfies Record<string, StaffCallGroup>;

export type StaffCallGroupName = keyof typeof STAFF_CALL_GROUPS;

const GROUPS = Object.entries(STAFF_CALL_GROUPS) as [StaffCallGroupName, StaffCallGroup][];

const matches = (pattern: string, call: string) =>
  pattern.endsWith('/*') ? call.startsWith(pattern.slice(0, -1)) : pattern === call;

/** The group of a call (the exact name before a wildcard, the longest wildcard first); undefined when none. */
export function staffGroupOf(call: string): StaffCallGroupName | undefined {
  let best: { name: StaffCallGroupName; length: number } | undefined;
  for (const [name, group] of GROUPS) {
    for (const pattern of group.calls) {
      if (!matches(pattern, call)) continue;
      const length = pattern.endsWith('/*') ? pattern.length : Number.MAX_SAFE_INTEGER;
      if (!best || length > best.length) best = { name, length };
    }
  }
  return best?.name;
}

/** Whether `role` may use the calls of `group`. */
export const roleMayUse = (role: string, group: StaffCallGroupName): boolean =>
  (STAFF_CALL_GROUPS[group].roles as readonly string[]).includes(role);

const movesToCancelled = (body: unknown) => {
  const status = body && typeof body === 'object' ? (body as { status?: unknown }).status : undefined;
  return typeof status === 'string' && status.trim().toLowerCase() === 'cancelled';
};

/**
 * Whether `role` may make `call` with `body`: by the call's group; a call in no group is the admin's
 * alone; a role that may move orders but not cancel them is refused a move to `Cancelled`.
 */
export function mayCall(role: string, call: string, body?: unknown): boolean {
  const name = staffGroupOf(call);
  if (!name) return role === 'admin';
  const group: StaffCallGroup = STAFF_CALL_GROUPS[name];
  if (!group.roles.includes(role as StaffRole)) return false;
  return !(group.notToCancelled?.includes(role as StaffRole) && movesToCancelled(body));
}
