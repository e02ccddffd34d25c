// A logged-in shopper's delivery address at checkout: one of the saved addresses (the one chosen last
// time, else the default, once the list arrives) or a new one typed in the form.
import { indianStateOf, STORAGE_KEYS } from '@prime/contract';
import { useEffect, useMemo, useState } from 'react';
import type { Session } from '../../../lib/session.ts';
import { useSavedAddresses } from '../api/get-addresses.ts';
import type { NewAddress } from './new-address-form.tsx';
import { contactFromNew, contactFromSaved } from './order-contact.ts';
import { NEW_ADDRESS } from './saved-address-list.tsx';

export type AddressChoice = ReturnType<typeof useAddressChoice>;

/** A guest has no saved addresses. */
export function useAddressChoice(guestMode: boolean, userId: string | null) {
  const addresses = useSavedAddresses(guestMode ? null : userId);
  const saved = useMemo(() => (guestMode ? [] : (addresses.data ?? [])), [guestMode, addresses.data]);
  const [choice, setChoice] = useState<number | typeof NEW_ADDRESS | null>(null);
  const chosen = typeof choice === 'number' ? saved.find((address) => address.adr_id === choice) : undefined;
  // An address saved with a state not in India's list (before the list) is asked for its state again:
  // the invoice's place of supply (contract/src/gst.ts).
  const [savedState, setSavedState] = useState('');

  useEffect(() => {
    if (choice !== null || saved.length === 0) return;
    const remembered = Number(localStorage.getItem(STORAGE_KEYS.selectedAddress));
    const pick = saved.find((address) => address.adr_id === remembered) ?? saved[0]!;
    setChoice(pick.adr_id);
  }, [choice, saved]);

  const asksState = chosen !== undefined && !indianStateOf(chosen.adr_state);
  const formShown = !guestMode && (saved.length === 0 || choice === NEW_ADDRESS);

  return {
    loading: addresses.isPending,
    saved,
    choice,
    chosen,
    /** The new address's form shows: there is no saved one, or the shopper chose to type one. */
    formShown,
    savedState,
    setSavedState,
    asksState,
    /** The order's contact: the chosen saved address (with the state asked for), else the new one. */
    contact: (newAddress: NewAddress, account: Session) =>
      chosen
        ? contactFromSaved(asksState ? { ...chosen, adr_state: savedState } : chosen, account)
        : contactFromNew(newAddress, account.email),
    /** Where the order goes, for the delivery estimate. */
    pincode: (newAddress: NewAddress) => chosen?.adr_pincode ?? (formShown ? newAddress.pincode : ''),
    choose: (next: number | typeof NEW_ADDRESS) => {
      setChoice(next);
      if (typeof next === 'number') localStorage.setItem(STORAGE_KEYS.selectedAddress, String(next));
    },
    /** Typing a new address sets the saved one aside. */
    typingNew: () => {
      if (choice !== NEW_ADDRESS && saved.length > 0) setChoice(NEW_ADDRESS);
    },
  };
}
