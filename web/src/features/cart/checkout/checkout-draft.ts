// What the shopper typed at checkout, kept in session storage for the rest of the visit: closing
// checkout to fix the cart, or a reload, brings every box back as it was. Dropped once the order is
// placed (and by logout, which clears the session's storage).
import { emptyGuestDetails, type GuestDetails } from './guest-details-form.tsx';
import { emptyNewAddress, type NewAddress } from './new-address-form.tsx';

const KEY = 'checkout_draft';

export interface CheckoutDraft {
  guest: GuestDetails;
  newAddress: NewAddress;
}

/** The stored boxes that are text, over the empty form (a box missing or mangled starts empty). */
function boxesOf<T extends object>(empty: T, stored: unknown): T {
  const raw = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const boxes = { ...empty } as Record<string, unknown>;
  for (const box of Object.keys(empty)) {
    if (typeof raw[box] === 'string') boxes[box] = raw[box];
  }
  return boxes as T;
}

export function readCheckoutDraft(): CheckoutDraft {
  let stored: Partial<Record<keyof CheckoutDraft, unknown>> = {};
  try {
    stored = (JSON.parse(sessionStorage.getItem(KEY) ?? '{}') ?? {}) as typeof stored;
  } catch {
    // Unreadable: start with empty boxes.
  }
  return {
    guest: boxesOf<GuestDetails>(emptyGuestDetails, stored.guest),
    newAddress: boxesOf<NewAddress>(emptyNewAddress, stored.newAddress),
  };
}

export const saveCheckoutDraft = (draft: CheckoutDraft) => sessionStorage.setItem(KEY, JSON.stringify(draft));

export const clearCheckoutDraft = () => sessionStorage.removeItem(KEY);
