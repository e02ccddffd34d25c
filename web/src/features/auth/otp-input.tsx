// Four one-digit boxes: typing moves on, Backspace deletes one digit per press (in an empty box, the
// one before it, and moves back there), and a pasted (or auto-filled) code spreads over the boxes. A
// whole code fills all four whichever box it lands in.
import { digitsOnly, OTP_LENGTH } from '@prime/contract';
import { useRef } from 'react';
import styles from './auth.module.css';

export interface OtpInputProps {
  value: string[];
  onChange: (digits: string[]) => void;
  describedBy?: string;
}

export const emptyOtp = () => Array.from({ length: OTP_LENGTH }, () => '');

export function OtpInput({ value, onChange, describedBy }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  function fillFrom(box: number, typed: string) {
    const all = digitsOnly(typed, typed.length);
    const start = all.length >= OTP_LENGTH ? 0 : box;
    const digits = all.slice(0, OTP_LENGTH - start).split('');
    if (digits.length === 0) return;
    const next = [...value];
    digits.forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focusBox(start + digits.length);
  }

  function onBoxChange(index: number, typed: string) {
    if (typed === '') {
      onChange(value.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // A box already holding a digit receives the old and the new one: keep the new one.
    const fresh = typed.length === 2 && typed.startsWith(value[index] ?? '') ? typed.slice(1) : typed;
    fillFrom(index, fresh);
  }

  return (
    <fieldset className={styles.otp} aria-describedby={describedBy}>
      <legend>OTP</legend>
      <div className={styles.digits}>
        {value.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={styles.digit}
            aria-label={`Digit ${index + 1}`}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            value={digit}
            onChange={(event) => onBoxChange(index, event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' && digit === '' && index > 0) {
                event.preventDefault();
                onChange(value.map((other, i) => (i === index - 1 ? '' : other)));
                focusBox(index - 1);
              }
            }}
            onPaste={(event) => {
              event.preventDefault();
              fillFrom(index, event.clipboardData.getData('text'));
            }}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
