// How the staff screen names the roles, and what each may do (decision 0033).
import { STAFF_ROLES, type StaffRole } from '@prime/contract';

export const ROLE_WORDS: Record<StaffRole, { name: string; does: string }> = {
  admin: { name: 'Admin', does: 'Everything, the staff and the shop’s settings too.' },
  support: { name: 'Support', does: 'Orders, returns, refunds, customers, messages and reviews.' },
  packer: { name: 'Packer', does: 'Orders: packing slips, moving and shipping them (not cancelling).' },
  catalogue: { name: 'Catalogue', does: 'Products, stock, categories, concerns and the home page content.' },
};

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_WORDS[role].name }));

export const roleName = (role: string) => ROLE_WORDS[role as StaffRole]?.name ?? role;
