// Where a customer's page is: `/admin/customers/<account id>`, or the email for a guest (who has no
// account, only orders placed with that email).
import type { AdminCustomer } from '@prime/contract';
import type { CustomerKey } from '../api/get-customer.ts';

/** The address's part: an account's id, or a guest's email. */
export const customerKey = (part: string): CustomerKey =>
  /^\d+$/.test(part) ? { customer_id: Number(part) } : { email: part };

/** The console page of a customer: by account id, or by email for a guest. */
export const customerPath = (customer: Pick<AdminCustomer, 'u_id' | 'u_email'>) =>
  `/admin/customers/${customer.u_id ?? encodeURIComponent(customer.u_email)}`;
