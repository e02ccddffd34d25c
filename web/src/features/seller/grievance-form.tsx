// The grievance form (grievanceAddBody, contract/src/grievances.ts), checked here with the server's
// own rules before anything is sent; the rules load on the first submit. Filed, it shows the ticket
// number and the link to the grievance's page, where the shopper follows it and replies.
import { digitsOnly } from '@prime/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { Field, fieldErrors } from '../../ui/field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useFileGrievance, type FiledGrievance } from './api/file-grievance.ts';
import styles from './seller.module.css';

const EMPTY = { name: '', email: '', phone: '', od_id: '', subject: '', message: '' };
type Values = typeof EMPTY;

export function GrievanceForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [filed, setFiled] = useState<FiledGrievance | null>(null);
  const file = useFileGrievance();

  const change =
    (field: keyof Values, filter?: (value: string) => string) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({
        ...current,
        [field]: filter ? filter(event.target.value) : event.target.value,
      }));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setFailure('');
    const { grievanceAddBody } = await import('./grievance-rules.ts');
    const checked = grievanceAddBody.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      return;
    }
    setErrors({});
    file.mutate(checked.data, {
      onSuccess: (answer) => {
        setValues(EMPTY);
        setFiled(answer);
      },
      onError: (error) => {
        // A field the server refused, or an order that is not the shopper's: said at that field.
        if (error instanceof ApiError && error.errors.length) setErrors(fieldErrors(error.errors));
        else if (error instanceof ApiError && error.status === 404) setErrors({ od_id: error.message });
        else setFailure(error.message);
      },
    });
  }

  if (filed) return <Filed filed={filed} />;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="grievance-form-title"
    >
      <h2 id="grievance-form-title">File a grievance</h2>
      <GrievanceFields values={values} errors={errors} change={change} />
      <button type="submit" className="btn" disabled={file.isPending}>
        {file.isPending ? 'SUBMITTING...' : 'SUBMIT GRIEVANCE'}
      </button>
      {failure && (
        <p role="alert" className={styles.failed}>
          {failure}
        </p>
      )}
    </form>
  );
}

/** The answer in place of the form; its heading takes the focus, so a screen reader reads it first. */
function Filed({ filed }: { filed: FiledGrievance }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.filed} role="status">
      <h2 ref={heading} tabIndex={-1}>
        Grievance registered
      </h2>
      <p>
        Your ticket number is <span className={styles.ticket}>{filed.ticket_no}</span>. We have mailed it to
        you with the dates by which we will acknowledge and resolve it.
      </p>
      <p>
        <Link to={`/grievances/${filed.access}`} className="btn">
          FOLLOW YOUR GRIEVANCE
        </Link>
      </p>
    </div>
  );
}

type Change = (
  field: keyof Values,
  filter?: (value: string) => string,
) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;

function GrievanceFields({
  values,
  errors,
  change,
}: {
  values: Values;
  errors: Record<string, string>;
  change: Change;
}) {
  const box = (field: keyof Values, filter?: (value: string) => string) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: change(field, filter),
  });
  return (
    <>
      <div className={styles.pair}>
        <TextField label="Name" autoComplete="name" required {...box('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...box('email')} />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Mobile number (optional)"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          before="+91"
          {...box('phone', (value) => digitsOnly(value, 10))}
        />
        <TextField
          label="Order number (optional)"
          hint="The number of the order this is about, if any."
          inputMode="numeric"
          {...box('od_id', (value) => digitsOnly(value, 9))}
        />
      </div>
      <TextField label="Subject" required maxLength={120} {...box('subject')} />
      <Field
        label="Your grievance"
        hint="What happened, and what you would like us to do (10 to 5,000 characters)."
        error={errors.message}
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            required
            value={values.message}
            onChange={change('message')}
          />
        )}
      </Field>
    </>
  );
}
