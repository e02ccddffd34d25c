import { loginBody, messages, phoneMessages } from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { serverMessageOr } from '../../lib/api-failure.ts';
import { fieldErrors } from '../../ui/field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useToast } from '../../ui/toast.tsx';
import { login } from './api/login.ts';
import styles from './auth.module.css';
import { safeNextPath, startSession, withNext } from './start-session.ts';

export interface LoginFormProps {
  initialEmail: string;
  onForgot: (typedEmail: string) => void;
  /** "Login with mobile": a code by SMS instead of the password. */
  onMobile: () => void;
  onLoggingIn: (busy: boolean) => void;
}

export function LoginForm({ initialEmail, onForgot, onMobile, onLoggingIn }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const next = params.get('next');

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = loginBody.safeParse({ email, password });
    setErrors(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) return;
    setBusy(true);
    onLoggingIn(true);
    try {
      const { user } = await login({ email: checked.data.email, password });
      await startSession(user);
      // Lists cached for the guest (cart, favourites) are someone else's now.
      await queryClient.invalidateQueries();
      navigate(safeNextPath(next), { replace: true });
    } catch (error) {
      toast({ title: serverMessageOr(error, messages.loginFailed), kind: 'error' });
      setBusy(false);
      onLoggingIn(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label="Email"
        error={errors.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        error={errors.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <p className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={() => onForgot(email)}>
          Forgot password?
        </button>
      </p>
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
        LOGIN
      </button>
      <button type="button" className={`btn btn-outline ${styles.submit}`} onClick={onMobile}>
        {phoneMessages.loginWithMobile}
      </button>
      <p className={styles.switch}>
        New to PRIME? <Link to={withNext('/register', next)}>SIGN UP</Link>
      </p>
    </form>
  );
}
