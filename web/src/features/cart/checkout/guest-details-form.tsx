// A guest's contact details and delivery address. Phone and pincode boxes keep digits only (10 and 6
// at most); district and landmark may stay empty; the country is India, where the shop delivers. The
// sixth digit of the pincode fills district and state, and offers its places as the city.
import { DEFAULT_COUNTRY, PHONE_DIGITS, PINCODE_DIGITS } from '@prime/contract';
import { useId } from 'react';
import { bindFields, type FieldsProps } from '../../../ui/bind-fields.ts';
import { PhoneField, PincodeField } from '../../../ui/digit-fields.tsx';
import { PlacesList } from '../../../ui/places-list.tsx';
import { StateField } from '../../../ui/state-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { cityOf, usePincodeFill } from '../../../ui/use-pincode-fill.ts';
import styles from './checkout.module.css';

export interface GuestDetails {
  name: string;
  email: string;
  phone: string;
  street: string;
  landmark: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
}

export const emptyGuestDetails: GuestDetails = {
  name: '',
  email: '',
  phone: '',
  street: '',
  landmark: '',
  city: '',
  district: '',
  state: '',
  pincode: '',
};

export function GuestDetailsForm({ value, errors, onChange }: FieldsProps<GuestDetails>) {
  const { text, digits, choice } = bindFields(value, errors, onChange);
  const placesId = useId();
  const pincode = usePincodeFill(value.pincode, (info) =>
    onChange({ ...value, district: info.district, state: info.state, city: cityOf(value.city, info) }),
  );

  return (
    <>
      <fieldset className={styles.group}>
        <legend>Contact details</legend>
        <TextField label="Full Name" autoComplete="name" {...text('name')} />
        <div className={styles.pair}>
          <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
          <PhoneField maxLength={PHONE_DIGITS} {...digits('phone')} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Delivery address</legend>
        <TextField label="Street address" autoComplete="street-address" {...text('street')} />
        <TextField label="Landmark (optional)" {...text('landmark')} />
        <div className={styles.pair}>
          <PincodeField
            maxLength={PINCODE_DIGITS}
            {...digits('pincode')}
            error={errors.pincode ?? pincode.problem}
          />
          <StateField {...choice('state')} />
        </div>
        <div className={styles.pair}>
          <TextField label="City" autoComplete="address-level2" list={placesId} {...text('city')} />
          <TextField label="District (optional)" {...text('district')} />
        </div>
        <PlacesList id={placesId} places={pincode.places} />
        <TextField
          label="Country"
          value={DEFAULT_COUNTRY}
          readOnly
          hint="We deliver within India."
          autoComplete="country-name"
        />
      </fieldset>
    </>
  );
}
