// The address a logged-in shopper types at checkout: seven boxes, all needed before PLACE ORDER
// opens. Phone and pincode keep digits only.
import { digitsOnly } from '@prime/contract';
import { TextField } from '../../../ui/text-field.tsx';
import styles from './checkout.module.css';

// Digits in a phone number (without +91) and in a pincode.
const PHONE_DIGITS = 10;
const PINCODE_DIGITS = 6;

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

interface Props {
  value: NewAddress;
  errors: Partial<Record<keyof NewAddress, string>>;
  onChange: (value: NewAddress) => void;
}

export function NewAddressForm({ value, errors, onChange }: Props) {
  const set =
    (field: keyof NewAddress, filter: (text: string) => string = (text) => text) =>
    (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [field]: filter(event.target.value) });
  const text = (field: keyof NewAddress) => ({ value: value[field], error: errors[field] });

  return (
    <div className={styles.newAddress}>
      <TextField label="Full Name" autoComplete="name" {...text('fullName')} onChange={set('fullName')} />
      <div className={styles.pair}>
        <TextField
          label="House No."
          autoComplete="address-line1"
          {...text('houseNo')}
          onChange={set('houseNo')}
        />
        <TextField
          label="Area / Street"
          autoComplete="address-line2"
          {...text('area')}
          onChange={set('area')}
        />
      </div>
      <div className={styles.pair}>
        <TextField label="City" autoComplete="address-level2" {...text('city')} onChange={set('city')} />
        <TextField label="State" autoComplete="address-level1" {...text('state')} onChange={set('state')} />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_DIGITS}
          {...text('pincode')}
          onChange={set('pincode', (typed) => digitsOnly(typed, PINCODE_DIGITS))}
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
    </div>
  );
}
