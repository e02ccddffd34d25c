// The contact and address fields of an order, from whichever form the shopper used, and the way back
// from a refused field of the order to the box that holds it.
import type { Address, FieldError, OrderContact } from '@prime/contract';
import { cityOfAddress } from '../../../lib/saved-address.ts';
import type { OrderLinePayload } from '../api/place-order.ts';
import type { CartItem } from '../hooks/use-cart.ts';
import type { GuestDetails } from './guest-details-form.tsx';
import type { NewAddress } from './new-address-form.tsx';

export const contactFromGuest = (guest: GuestDetails): OrderContact => ({
  user_name: guest.name.trim(),
  user_email: guest.email.trim(),
  user_mobile_no: guest.phone,
  user_address: guest.street.trim(),
  user_city: guest.city.trim(),
  user_state: guest.state.trim(),
  user_district: guest.district.trim(),
  landmark: guest.landmark.trim(),
  user_zipcode: guest.pincode,
});

/** A saved address before addresses had a city has '' there: its district stands for it. */
export const contactFromSaved = (
  address: Address,
  account: { name: string; email: string; phone: string },
): OrderContact => ({
  user_name: address.adr_heading.trim() || account.name,
  user_email: account.email,
  user_mobile_no: address.adr_phone || account.phone,
  user_address: address.adr_address,
  user_city: cityOfAddress(address),
  user_state: address.adr_state,
  user_district: address.adr_district,
  landmark: '',
  user_zipcode: address.adr_pincode,
});

export const contactFromNew = (address: NewAddress, email: string): OrderContact => ({
  user_name: address.fullName.trim(),
  user_email: email,
  user_mobile_no: address.phone,
  user_address: `${address.houseNo.trim()}, ${address.area.trim()}`,
  user_city: address.city.trim(),
  user_state: address.state.trim(),
  user_district: '',
  landmark: '',
  user_zipcode: address.pincode,
});

const GUEST_BOXES: Record<string, keyof GuestDetails> = {
  user_name: 'name',
  user_email: 'email',
  user_mobile_no: 'phone',
  user_address: 'street',
  user_city: 'city',
  user_state: 'state',
  user_district: 'district',
  landmark: 'landmark',
  user_zipcode: 'pincode',
};

const NEW_ADDRESS_BOXES: Record<string, keyof NewAddress> = {
  user_name: 'fullName',
  user_mobile_no: 'phone',
  user_address: 'houseNo',
  user_city: 'city',
  user_state: 'state',
  user_zipcode: 'pincode',
};

function boxErrors<Box extends string>(problems: FieldError[], boxes: Record<string, Box>) {
  const errors: Partial<Record<Box, string>> = {};
  for (const problem of problems) {
    const box = boxes[problem.field];
    if (box && !errors[box]) errors[box] = problem.message;
  }
  return errors;
}

export const guestErrors = (problems: FieldError[]) => boxErrors(problems, GUEST_BOXES);
export const newAddressErrors = (problems: FieldError[]) => boxErrors(problems, NEW_ADDRESS_BOXES);

/** The lines that can be ordered, each with its chosen pack size. */
export const orderLines = (items: CartItem[]): OrderLinePayload[] =>
  items.map((item) => ({
    product_id: item.productId,
    quantity: item.quantity,
    packet_size: item.pack ? `${item.pack.pp_packet_size}gm` : '',
  }));
