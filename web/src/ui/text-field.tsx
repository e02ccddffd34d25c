// A labelled text box: the label is tied to the box, the hint and the error describe it, an error marks
// it invalid. `type="password"` gives the box with a show/hide button; `before` puts fixed text in
// front of the box (the +91 of a phone number).
import { useId } from 'react';
import { Field, type FieldProps } from './field.tsx';
import { PasswordInput } from './password-input.tsx';
import styles from './text-field.module.css';

type InputProps = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'className'
>;

export interface TextFieldProps
  extends InputProps, Pick<FieldProps, 'label' | 'hint' | 'error' | 'errorTitle'> {
  /** Fixed text shown in front of the box and not part of its value, e.g. '+91'. */
  before?: string;
  /** Class of the field (label, box and messages together). */
  className?: string;
  ref?: React.Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  errorTitle,
  before,
  className,
  type = 'text',
  ...input
}: TextFieldProps) {
  const beforeId = useId();
  return (
    <Field label={label} hint={hint} error={error} errorTitle={errorTitle} className={className}>
      {(field) => {
        // The fixed text is read with the box's description, so '+91' is heard, not only seen.
        const describedBy = [field['aria-describedby'], before && beforeId].filter(Boolean).join(' ');
        const control = { ...field, 'aria-describedby': describedBy || undefined };
        const box =
          type === 'password' ? (
            <PasswordInput {...input} {...control} />
          ) : (
            <input {...input} {...control} type={type} />
          );
        if (!before) return box;
        return (
          <div className={styles.affixed}>
            <span id={beforeId} className={styles.before}>
              {before}
            </span>
            {box}
          </div>
        );
      }}
    </Field>
  );
}
