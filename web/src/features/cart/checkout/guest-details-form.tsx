// A guest's contact details and delivery address. Phone and pincode boxes keep digits only (10 and 6
// at most); district and landmark may stay empty; the country is India, where the shop delivers.
import { DEFAULT_COUNTRY, PHONE_DIGITS, PINCODE_DIGITS } from '@prime/contract';
import { PhoneField, PincodeField } from '../../../ui/digit-fields.tsx';
import { TextField } from '../../../ui/text-field.tsx';
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

interface Props {
  value: GuestDetails;
  errors: Partial<Record<keyof GuestDetails, string>>;
  onChange: (value: GuestDetails) => void;
}

export function GuestDetailsForm({ value, errors, onChange }: Props) {
  const set = (field: keyof GuestDetails) => (text: string) => onChange({ ...value, [field]: text });
  const typed = (field: keyof GuestDetails) => (event: React.ChangeEvent<HTMLInputElement>) =>
    set(field)(event.target.value);
  const text = (field: keyof GuestDetails) => ({ value: value[field], error: errors[field] });

  return (
    <>
      <fieldset className={styles.group}>
        <legend>Contact details</legend>
        <TextField label="Full Name" autoComplete="name" {...text('name')} onChange={typed('name')} />
        <div className={styles.pair}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...text('email')}
            onChange={typed('email')}
          />
          <PhoneField maxLength={PHONE_DIGITS} {...text('phone')} onDigits={set('phone')} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Delivery address</legend>
        <TextField
          label="Street address"
          autoComplete="street-address"
          {...text('street')}
          onChange={typed('street')}
        />
        <TextField label="Landmark (optional)" {...text('landmark')} onChange={typed('landmark')} />
        <div className={styles.pair}>
          <TextField label="City" autoComplete="address-level2" {...text('city')} onChange={typed('city')} />
          <TextField label="District (optional)" {...text('district')} onChange={typed('district')} />
        </div>
        <div className={styles.pair}>
          <TextField
            label="State"
            autoComplete="address-level1"
            {...text('state')}
            onChange={typed('state')}
          />
          <PincodeField maxLength={PINCODE_DIGITS} {...text('pincode')} onDigits={set('pincode')} />
        </div>
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
