// The address a logged-in shopper types at checkout: seven boxes, all needed before PLACE ORDER
// opens. Phone and pincode keep digits only; the pincode's sixth digit fills the state and offers its
// places as the city.
import { PHONE_DIGITS, PINCODE_DIGITS } from '@prime/contract';
import { useId } from 'react';
import { bindFields, type FieldsProps } from '../../../ui/bind-fields.ts';
import { PhoneField, PincodeField } from '../../../ui/digit-fields.tsx';
import { PlacesList } from '../../../ui/places-list.tsx';
import { StateField } from '../../../ui/state-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { cityOf, usePincodeFill } from '../../../ui/use-pincode-fill.ts';
import styles from './checkout.module.css';

export interface NewAddress {
  fullName: string;
  houseNo: string;
  area: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
}

export const emptyNewAddress: NewAddress = {
  fullName: '',
  houseNo: '',
  area: '',
  city: '',
  state: '',
  pincode: '',
  phone: '',
};

export const isComplete = (address: NewAddress) =>
  Object.values(address).every((value) => value.trim() !== '');

export function NewAddressForm({ value, errors, onChange }: FieldsProps<NewAddress>) {
  const { text, digits, choice } = bindFields(value, errors, onChange);
  const placesId = useId();
  const pincode = usePincodeFill(value.pincode, (info) =>
    onChange({ ...value, state: info.state, city: cityOf(value.city, info) }),
  );

  return (
    <div className={styles.newAddress}>
      <TextField label="Full Name" autoComplete="name" {...text('fullName')} />
      <div className={styles.pair}>
        <TextField label="House No." autoComplete="address-line1" {...text('houseNo')} />
        <TextField label="Area / Street" autoComplete="address-line2" {...text('area')} />
      </div>
      <div className={styles.pair}>
        <PincodeField
          maxLength={PINCODE_DIGITS}
          {...digits('pincode')}
          error={errors.pincode ?? pincode.problem}
        />
        <PhoneField maxLength={PHONE_DIGITS} {...digits('phone')} />
      </div>
      <div className={styles.pair}>
        <TextField label="City" autoComplete="address-level2" list={placesId} {...text('city')} />
        <StateField {...choice('state')} />
      </div>
      <PlacesList id={placesId} places={pincode.places} />
    </div>
  );
}
