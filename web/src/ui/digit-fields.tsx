// The two number boxes of the shop's forms: an Indian mobile number (10 digits, without +91) and a
// pincode (6 digits). Each opens the number keypad and lets the browser fill it in. The pincode box
// keeps only the digits typed or pasted, up to its length; the phone box shows the number as it was
// written (+91 98765 43210) and hands the form the number as the shop keeps it (9876543210,
// contract/src/field-rules.ts). The form gets the cleaned text through `onDigits`.
import {
  digitsOnly,
  keepPhoneCharacters,
  MAX_TYPED_PHONE_LENGTH,
  nationalMobile,
  PINCODE_DIGITS,
} from '@prime/contract';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type DigitFieldProps = Omit<
  TextFieldProps,
  'label' | 'type' | 'inputMode' | 'autoComplete' | 'value' | 'onChange'
> & {
  label?: string;
  value: string;
  /** The box's new text as the form keeps it: a pincode's digits, a phone without its +91 or 0. */
  onDigits: (digits: string) => void;
};

export function PhoneField({ label = 'Phone', value, onDigits, onBlur, ...field }: DigitFieldProps) {
  // The text as written stays in the box while it reads as the form's number; a number the form sets
  // itself (a saved profile) shows as it is, and so does the typed one once the shopper moves on.
  const [written, setWritten] = useState(value);
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...field}
      // Room for the +91, spaces and hyphens of a written number, whatever length a form asks for.
      maxLength={MAX_TYPED_PHONE_LENGTH}
      value={nationalMobile(written) === value ? written : value}
      onChange={(event) => {
        const text = keepPhoneCharacters(event.target.value);
        setWritten(text);
        onDigits(nationalMobile(text));
      }}
      onBlur={(event) => {
        setWritten(value);
        onBlur?.(event);
      }}
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
