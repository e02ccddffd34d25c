// The footer's message form (contactMessageBody, contract/src/content.ts): all three fields required,
// checked here with the server's own rules before anything is sent. Those rules (zod) load on the
// first submit, so every page's footer does not carry the validation library.
import { messages } from '@prime/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { Field, fieldErrors } from '../../ui/field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSendContactMessage } from './api/send-contact-message.ts';
import styles from './site-footer.module.css';

const EMPTY = { name: '', email: '', message: '' };
type Values = typeof EMPTY;

export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const send = useSendContactMessage();

  const change =
    (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const { contactMessageBody } = await import('./contact-rules.ts');
    const checked = contactMessageBody.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      return;
    }
    setErrors({});
    send.mutate(checked.data, {
      onSuccess: () => {
        setValues(EMPTY);
        setOutcome({ ok: true, text: messages.contactSent });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors.length) setErrors(fieldErrors(error.errors));
        const network = error instanceof ApiError && error.isNetwork;
        setOutcome({ ok: false, text: network ? messages.contactError : messages.contactFailed });
      },
    });
  }

  // The form takes its name from the heading, which must not contain "Message": a label lookup that
  // matches substrings (Playwright's getByLabel) would then find the form as well as the field.
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="footer-message-title"
    >
      <h2 id="footer-message-title" className={styles.heading}>
        Write to us
      </h2>
      <TextField
        label="Name"
        error={errors.name}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={change('name')}
      />
      <TextField
        label="Email"
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
      />
      <Field label="Message" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={3}
            required
            value={values.message}
            onChange={change('message')}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-clay" disabled={send.isPending}>
        {send.isPending ? 'SENDING...' : 'SEND MESSAGE'}
      </button>
      <p role="status" className={outcome?.ok === false ? styles.failed : styles.sent}>
        {outcome?.text}
      </p>
    </form>
  );
}
