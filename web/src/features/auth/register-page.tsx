// /register: a new customer account. The name and mobile boxes drop what their rules never accept;
// the email and the password are kept exactly as typed (a changed password would lock the shopper
// out), and the shared registration schema, the one the server runs, says what is wrong with them.
import {
  keepNameCharacters,
  messages,
  phoneMessages,
  registerBody,
  registrationFailed,
} from '@prime/contract';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { isRefusal } from '../../lib/api-failure.ts';
import { useSession } from '../../lib/session.ts';
import { bindFields } from '../../ui/bind-fields.ts';
import { PhoneField } from '../../ui/digit-fields.tsx';
import { fieldErrors } from '../../ui/field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { login } from './api/login.ts';
import { register, type RegisterInput } from './api/register.ts';
import { AuthLayout } from './auth-layout.tsx';
import styles from './auth.module.css';
import { startSession, withNext } from './start-session.ts';

const empty: RegisterInput = { name: '', email: '', password: '', mobile: '' };

export default function RegisterPage() {
  const session = useSession();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  // Signed in by the registration itself: the page moves on to sign-up-success, not home.
  const [signedUp, setSignedUp] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');

  if (session && !signedUp) return <Navigate to="/" replace />;

  const { text, digits } = bindFields(form, errors, setForm);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setAlert('');
    const checked = registerBody.safeParse(form);
    setErrors(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) return;
    setBusy(true);
    try {
      // The password goes as typed: the schema's trimmed copy is for the name and mobile only.
      await register({ ...checked.data, password: form.password });
      // The new account is signed in at once, as a shopper expects after CREATE ACCOUNT.
      const { user } = await login({ email: checked.data.email, password: form.password }).catch(() => ({
        user: null,
      }));
      if (user) {
        setSignedUp(true);
        await startSession(user);
      }
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
        <TextField label="Full Name" autoComplete="name" {...text('name', keepNameCharacters)} />
        <TextField label="E-mail" type="email" autoComplete="email" {...text('email')} />
        <TextField
          label="Password"
          type="password"
          hint={messages.passwordHint}
          autoComplete="new-password"
          {...text('password')}
        />
        <PhoneField label="Mobile" {...digits('mobile')} />
        <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
          CREATE ACCOUNT
        </button>
        <Link className={`btn btn-outline ${styles.submit}`} to={mobileLogin(next)}>
          {phoneMessages.loginWithMobile}
        </Link>
        <p className={styles.switch}>
          Already have an account? <Link to={withNext('/login', next)}>Login</Link>
        </p>
      </form>
    </AuthLayout>
  );
}

/** "Login with mobile" makes an account too, with a name alone. */
const mobileLogin = (next: string | null) =>
  `/login?with=mobile${next ? `&next=${encodeURIComponent(next)}` : ''}`;
