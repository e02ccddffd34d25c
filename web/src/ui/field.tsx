// A labelled form control with its error underneath, wired for screen readers: the error is the
// control's description and marks it invalid.
import { useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  error?: string;
  /** Words in bold before the error, e.g. 'Invalid Name'. */
  errorTitle?: string;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}

export function Field({ label, error, errorTitle, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
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
