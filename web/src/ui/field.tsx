// A labelled form control with its hint and its error underneath, wired for screen readers: the hint
// and the error describe the control, and an error marks it invalid. `TextField` is the usual case (a
// text box); `Field` wraps any other control (a select, a file picker, a text area).
import { useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** A standing note under the control, e.g. what a password may hold. */
  hint?: React.ReactNode;
  error?: string;
  /** Words in bold before the error, e.g. 'Invalid Name'. */
  errorTitle?: string;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}

export function Field({ label, hint, error, errorTitle, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The error first: a screen reader reads the reason before the standing note.
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {errorTitle && <strong>{errorTitle}: </strong>}
          {error}
        </p>
      )}
    </div>
  );
}

/** The first message per field of a failed zod check, or of a 400 answer's `errors`. */
export function fieldErrors(
  issues: readonly { path?: readonly PropertyKey[]; field?: string; message: string }[],
) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.field ?? String(issue.path?.[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
