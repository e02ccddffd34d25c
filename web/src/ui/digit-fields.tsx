// The two number boxes of the shop's forms: an Indian mobile number (10 digits, without +91) and a
// pincode (6 digits). Each opens the number keypad, lets the browser fill it in, and keeps only the
// digits typed or pasted, up to its length: the form gets the cleaned text through `onDigits`.
import { digitsOnly, PHONE_DIGITS, PINCODE_DIGITS } from '@prime/contract';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type DigitFieldProps = Omit<
  TextFieldProps,
  'label' | 'type' | 'inputMode' | 'autoComplete' | 'value' | 'onChange'
> & {
  label?: string;
  value: string;
  /** The box's new text, digits only and no more than the box holds. */
  onDigits: (digits: string) => void;
};

export function PhoneField({ label = 'Phone', onDigits, ...field }: DigitFieldProps) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...field}
      onChange={(event) => onDigits(digitsOnly(event.target.value, PHONE_DIGITS))}
    />
  );
}

export function PincodeField({ label = 'Pincode', onDigits, ...field }: DigitFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="postal-code"
      {...field}
      onChange={(event) => onDigits(digitsOnly(event.target.value, PINCODE_DIGITS))}
    />
  );
}
