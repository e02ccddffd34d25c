// The address a logged-in shopper types at checkout: seven boxes, all needed before PLACE ORDER
// opens. Phone and pincode keep digits only.
import { PHONE_DIGITS, PINCODE_DIGITS } from '@prime/contract';
import { PhoneField, PincodeField } from '../../../ui/digit-fields.tsx';
import { TextField } from '../../../ui/text-field.tsx';
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

interface Props {
  value: NewAddress;
  errors: Partial<Record<keyof NewAddress, string>>;
  onChange: (value: NewAddress) => void;
}

export function NewAddressForm({ value, errors, onChange }: Props) {
  const set = (field: keyof NewAddress) => (text: string) => onChange({ ...value, [field]: text });
  const typed = (field: keyof NewAddress) => (event: React.ChangeEvent<HTMLInputElement>) =>
    set(field)(event.target.value);
  const text = (field: keyof NewAddress) => ({ value: value[field], error: errors[field] });

  return (
    <div className={styles.newAddress}>
      <TextField label="Full Name" autoComplete="name" {...text('fullName')} onChange={typed('fullName')} />
      <div className={styles.pair}>
        <TextField
          label="House No."
          autoComplete="address-line1"
          {...text('houseNo')}
          onChange={typed('houseNo')}
        />
        <TextField
          label="Area / Street"
          autoComplete="address-line2"
          {...text('area')}
          onChange={typed('area')}
        />
      </div>
      <div className={styles.pair}>
        <TextField label="City" autoComplete="address-level2" {...text('city')} onChange={typed('city')} />
        <TextField label="State" autoComplete="address-level1" {...text('state')} onChange={typed('state')} />
      </div>
      <div className={styles.pair}>
        <PincodeField maxLength={PINCODE_DIGITS} {...text('pincode')} onDigits={set('pincode')} />
        <PhoneField maxLength={PHONE_DIGITS} {...text('phone')} onDigits={set('phone')} />
      </div>
    </div>
  );
}
