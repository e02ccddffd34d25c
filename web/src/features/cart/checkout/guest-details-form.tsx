// A guest's contact details and delivery address. Phone and pincode boxes keep digits only (10 and 6
// at most); district and landmark may stay empty; the country is India, where the shop delivers.
import { DEFAULT_COUNTRY, digitsOnly } from '@prime/contract';
import { TextField } from '../../../ui/text-field.tsx';
import styles from './checkout.module.css';

// Digits in a phone number (without +91) and in a pincode.
const PHONE_DIGITS = 10;
const PINCODE_DIGITS = 6;

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
  const set =
    (field: keyof GuestDetails, filter: (text: string) => string = (text) => text) =>
    (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [field]: filter(event.target.value) });
  const text = (field: keyof GuestDetails) => ({ value: value[field], error: errors[field] });

  return (
    <>
      <fieldset className={styles.group}>
        <legend>Contact details</legend>
        <TextField label="Full Name" autoComplete="name" {...text('name')} onChange={set('name')} />
        <div className={styles.pair}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...text('email')}
            onChange={set('email')}
          />
          <TextField
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_DIGITS}
            {...text('phone')}
            onChange={set('phone', (typed) => digitsOnly(typed, PHONE_DIGITS))}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Delivery address</legend>
        <TextField
          label="Street address"
          autoComplete="street-address"
          {...text('street')}
          onChange={set('street')}
        />
        <TextField label="Landmark (optional)" {...text('landmark')} onChange={set('landmark')} />
        <div className={styles.pair}>
          <TextField label="City" autoComplete="address-level2" {...text('city')} onChange={set('city')} />
          <TextField label="District (optional)" {...text('district')} onChange={set('district')} />
        </div>
        <div className={styles.pair}>
          <TextField label="State" autoComplete="address-level1" {...text('state')} onChange={set('state')} />
          <TextField
            label="Pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={PINCODE_DIGITS}
            {...text('pincode')}
            onChange={set('pincode', (typed) => digitsOnly(typed, PINCODE_DIGITS))}
          />
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
