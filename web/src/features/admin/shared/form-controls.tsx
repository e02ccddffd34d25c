// The console's form controls beyond the shared text box: a labelled text area, a labelled select, a
// checkbox with its words beside it and a titled group of them. Every one has a visible label tied to it.
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

interface ChecksProps<K extends string> {
  legend: string;
  /** The form's values; only the on/off fields named in `boxes` are read. */
  values: NoInfer<Record<K, boolean>>;
  /** One checkbox per on/off field, in this order. */
  boxes: readonly { name: K; label: string }[];
  onChange: (name: K, checked: boolean) => void;
}

/** A titled group of checkboxes, each one turning an on/off field of the form's values. */
export function Checks<K extends string>({ legend, values, boxes, onChange }: ChecksProps<K>) {
  return (
    <fieldset className={styles.checks}>
      <legend>{legend}</legend>
      {boxes.map(({ name, label }) => (
        <Checkbox
          key={name}
          label={label}
          checked={values[name]}
          onChange={(event) => onChange(name, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}

/** Moves focus to the first control marked invalid, once the messages are on screen. */
export function focusFirstInvalid(form: HTMLElement | null) {
  window.setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
