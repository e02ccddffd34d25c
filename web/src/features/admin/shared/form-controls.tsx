// The console's form controls beyond the shared text box: a labelled text area, a labelled select and
// a checkbox with its words beside it. Every one has a visible label tied to it.
import { Field } from '../../../ui/field.tsx';
import styles from './admin.module.css';

interface TextAreaProps extends Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
}

export function TextArea({ label, error, hint, className, ...area }: TextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...area} {...control} className={styles.textarea} />}
    </Field>
  );
}

interface SelectProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  options: { value: string; label: string }[];
}

export function Select({ label, error, hint, className, options, ...select }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...select} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface CheckboxProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: string;
}

export function Checkbox({ label, ...input }: CheckboxProps) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** Moves focus to the first control marked invalid, once the messages are on screen. */
export function focusFirstInvalid(form: HTMLElement | null) {
  window.setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
