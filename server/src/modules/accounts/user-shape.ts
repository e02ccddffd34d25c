// Database rows to the answer fields of contract/src/accounts.ts (LoginUser, UserProfile).
import type { Address, AddressType, UserProfile, UserRole } from '@prime/contract';
import type { addresses, users } from '../../db/schema.ts';

export function toUserProfile(row: typeof users.$inferSelect): UserProfile {
  return {
    u_id: row.id,
    u_name: row.name,
    u_email: row.email,
    u_mobile: row.mobile,
    u_image: row.image,
    u_role: row.role as UserRole,
  };
}

export function toAddress(row: typeof addresses.$inferSelect): Address {
  return {
    adr_id: row.id,
    adr_user_id: row.userId,
    adr_type: row.type as AddressType,
    adr_heading: row.heading,
    adr_address: row.address,
    adr_city: row.city,
    adr_district: row.district,
    adr_state: row.state,
    adr_pincode: row.pincode,
    adr_status: row.status,
    adr_phone: row.phone,
    adr_setdefault: row.isDefault === 1 ? 1 : 0,
  };
}

/** True for PostgreSQL's unique_violation, raw or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 4 && cause && typeof cause === 'object'; depth += 1) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
