// Days and times typed as India writes them, dd/mm/yyyy (and hh:mm, 24-hour), whatever language the
// browser speaks: a native date or datetime-local box shows mm/dd/yyyy in a US-English browser, and
// `lang` does not change that in Chromium. The value in and out is `YYYY-MM-DD` (a day) or
// `YYYY-MM-DDTHH:mm` (a day and time); text that is not yet one is passed on as typed, so the form's
// own check says what is wrong with it.
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INDIAN_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DAY_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const INDIAN_DAY_TIME = /^(\S+?)(?:[\s,]+(\d{1,2})[:.](\d{2}))?$/;

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

/** `2026-11-29T14:30` → `29/11/2026 14:30`; anything else as it is. */
export const toIndianDayTime = (local: string) => {
  const match = ISO_DAY_TIME.exec(local);
  return match ? `${toIndianDay(match[1]!)} ${match[2]}` : local;
};

/**
 * `29/11/2026 14:30` → `2026-11-29T14:30`; a day alone takes `timeOfDay` (`HH:mm`). Undefined when it
 * is not a day of the calendar and a time of the day.
 */
export function fromIndianDayTime(text: string, timeOfDay = '00:00'): string | undefined {
  const match = INDIAN_DAY_TIME.exec(text.trim());
  const day = match && fromIndianDay(match[1]!);
  if (!match || !day) return undefined;
  const [hours, minutes] = match[2] ? [Number(match[2]), Number(match[3])] : timeOfDay.split(':').map(Number);
  if (hours! > 23 || minutes! > 59) return undefined;
  return `${day}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The value as the form keeps it, or '' for none. */
  value: string;
  onChange: (event: { target: { value: string } }) => void;
};

/** A text box that shows `value` as `show` writes it and gives back what `read` makes of the text. */
function WrittenField({
  value,
  onChange,
  show,
  read,
  placeholder,
  ...field
}: Props & { show: (value: string) => string; read: (text: string) => string | undefined }) {
  const [typed, setTyped] = useState(() => show(value));
  // What the typed text stands for; when the value changed from outside (a Clear), the value is shown.
  const represented = typed.trim() === '' ? '' : (read(typed) ?? typed);
  const shown = represented === value ? typed : show(value);
  return (
    <TextField
      {...field}
      placeholder={placeholder}
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        onChange({ target: { value: text.trim() === '' ? '' : (read(text) ?? text) } });
      }}
    />
  );
}

/** A day, `YYYY-MM-DD` in and out, typed dd/mm/yyyy. */
export function DateField({ hint = 'dd/mm/yyyy', ...field }: Props) {
  return (
    <WrittenField
      {...field}
      hint={hint}
      inputMode="numeric"
      placeholder="dd/mm/yyyy"
      show={toIndianDay}
      read={fromIndianDay}
    />
  );
}

/** A day and time, `YYYY-MM-DDTHH:mm` in and out, typed dd/mm/yyyy hh:mm; a day alone takes `timeOfDay`. */
export function DateTimeField({ timeOfDay = '00:00', ...field }: Props & { timeOfDay?: string }) {
  return (
    <WrittenField
      {...field}
      placeholder="dd/mm/yyyy hh:mm"
      show={toIndianDayTime}
      read={(text) => fromIndianDayTime(text, timeOfDay)}
    />
  );
}
