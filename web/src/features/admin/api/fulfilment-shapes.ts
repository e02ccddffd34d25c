// The answers of the fulfilment calls (CONTRACT §13) as the console reads them: the staff notes and
// returns an admin Order carries, a return of the returns list, and the menu's counts. Every field the
// screens need only, so an answer with more (a customer's name on a return) still fits.
import type { OrderDetail } from '@prime/contract';

/** A staff note on an order: never shown to the customer. `by` is the admin's email. */
export interface OrderNote {
  note: string;
  by: string;
  at: string;
}

export const RETURN_STATES = ['requested', 'approved', 'refused', 'refunded'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** A customer's request to send back some lines of an order, and what staff made of it. */
export interface OrderReturn {
  rq_id: number;
  op_ids: number[];
  reason: string;
  status: ReturnState;
  created_at: string;
  decided_at: string | null;
  /** Staff's words with the decision (the customer reads them). */
  note: string | null;
  /** The UPI or bank reference of a cash-on-delivery refund. */
  refund_reference?: string | null;
}

/** One return of `admin/return/list`: with its order, and what the list adds to name it. */
export interface ReturnListItem extends OrderReturn {
  od_id: number;
  od_number?: number | string;
  user_name?: string;
  od_payment_method?: 'cod' | 'online';
}

/** `admin/order/detail` with its staff notes and returns (both absent from an older server). */
export type FulfilmentOrder = OrderDetail & { notes?: OrderNote[]; returns?: OrderReturn[] };

/** `admin/menu-counts`: what waits for staff, shown beside the menu's entries. */
export interface MenuCounts {
  to_ship: number;
  returns_to_decide: number;
  unread_messages: number;
}
