// /register: a new customer account. The fields filter what is typed; the shared registration schema
// checks the rest, the same one the server runs.
import { messages, registerBody, registrationFailed } from '@prime/contract';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { isRefusal } from '../../lib/api-failure.ts';
import { useSession } from '../../lib/session.ts';
import { Field, fieldErrors } from '../../ui/field.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { register, type RegisterInput } from './api/register.ts';
import { AuthLayout } from './auth-layout.tsx';
import styles from './auth.module.css';
import { withNext } from './start-session.ts';
import { typingFilters } from './typing-filters.ts';

const empty: RegisterInput = { name: '', email: '', password: '', mobile: '' };

export default function RegisterPage() {
  const session = useSession();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');

  if (session) return <Navigate to="/" replace />;

  const set = (field: keyof RegisterInput) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [field]: typingFilters[field](event.target.value) }));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setAlert('');
    const checked = registerBody.safeParse(form);
    setErrors(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) return;
    setBusy(true);
    try {
      await register({ ...checked.data });
      navigate(withNext('/sign-up-success', next));
    } catch (error) {
      if (isRefusal(error)) {
        setErrors(fieldErrors((error as ApiError).errors));
        setAlert(registrationFailed((error as ApiError).message));
      } else {
        setAlert(messages.registrationError);
      }
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Create your account">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {alert && (
          <p className={styles.alert} role="alert">
            {alert}
          </p>
        )}
        <Field label="Full Name" error={errors.name}>
          {(control) => <input {...control} autoComplete="name" value={form.name} onChange={set('name')} />}
        </Field>
        <Field label="E-mail" error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={set('email')}
            />
          )}
        </Field>
        <Field label="Password" error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={form.password}
              onChange={set('password')}
            />
          )}
        </Field>
        <Field label="Mobile" error={errors.mobile}>
          {(control) => (
            <input
              {...control}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={form.mobile}
              onChange={set('mobile')}
            />
          )}
        </Field>
        <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
          CREATE ACCOUNT
        </button>
        <p className={styles.switch}>
          Already have an account? <Link to={withNext('/login', next)}>Login</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
