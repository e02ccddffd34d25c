// A day typed as India writes it, dd/mm/yyyy, whatever language the browser speaks (a date box shows
// mm/dd/yyyy in a US-English browser). The value in and out is `YYYY-MM-DD`; text that is not yet a
// whole day is passed on as typed, so the form's own check says what is wrong with it.
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INDIAN_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** `2026-11-29` → `29/11/2026`; anything else as it is. */
export const toIndianDay = (iso: string) => {
  const match = ISO_DAY.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
};

/** `29/11/2026` (or 29-11-2026) → `2026-11-29` when it is a day of the calendar; else undefined. */
export function fromIndianDay(text: string): string | undefined {
  const match = INDIAN_DAY.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return undefined;
  return date.toISOString().slice(0, 10);
}

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (event: { target: { value: string } }) => void;
};

export function DateField({ value, onChange, hint = 'dd/mm/yyyy', ...field }: Props) {
  const [typed, setTyped] = useState(() => toIndianDay(value));
  // What the typed text stands for; when the value changed from outside (a Clear), the value is shown.
  const represented = typed.trim() === '' ? '' : (fromIndianDay(typed) ?? typed);
  const shown = represented === value ? typed : toIndianDay(value);
  return (
    <TextField
      {...field}
      hint={hint}
      inputMode="numeric"
      placeholder="dd/mm/yyyy"
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        onChange({ target: { value: text.trim() === '' ? '' : (fromIndianDay(text) ?? text) } });
      }}
    />
  );
}
