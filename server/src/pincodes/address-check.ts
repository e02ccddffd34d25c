// An address's pincode must be one India Post has, in the state the shopper chose (issue 29, item 15):
// checked by the server on every order and saved address, after the fields' own rules (400 on the
// field). The state decides the GST of the order, so a Mumbai pincode with Karnataka is refused.
import { phoneMessages, pincodeStateMismatch } from '@prime/contract';
import { badRequest } from '../http/errors.ts';
import { pincodeInfo } from './directory.ts';

/** The names of the two fields in the call checked: `user_zipcode` and `user_state` of an order. */
export interface PlaceFields {
  pincode: string;
  state: string;
}

/** 400 on the pincode for one India Post lacks; 400 on both when its state is not `state`. */
export async function assertPincodeInState(
  pincode: string,
  state: string,
  fields: PlaceFields,
): Promise<void> {
  const info = await pincodeInfo(pincode);
  if (!info) {
    const message = phoneMessages.invalidPincode;
    throw badRequest(message, [{ field: fields.pincode, message }]);
  }
  if (!info.states.includes(state)) {
    const message = pincodeStateMismatch(info.state);
    throw badRequest(message, [
      { field: fields.pincode, message },
      { field: fields.state, message },
    ]);
  }
}
