// /staff/accept/<token>: the page an invitation to the staff links to (decision 0033). The new member
// chooses a password (the registration rules) and lands in the console, logged in with their role.
import { messages, passwordError, staffMessages } from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { serverMessageOr } from '../../lib/api-failure.ts';
import { saveSession } from '../../lib/session.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { TextField } from '../../ui/text-field.tsx';
import { acceptInvitation } from './api/accept-invitation.ts';
import { AuthLayout } from './auth-layout.tsx';
import styles from './auth.module.css';

export default function StaffAcceptPage() {
  usePageTitle('Join the PRIME staff');
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const broken = password === '' ? messages.passwordRequired : passwordError(password);
    setError(broken);
    if (broken) return;
    setBusy(true);
    try {
      const { user } = await acceptInvitation({ token, password });
      saveSession({
        token: user.user_token,
        userId: String(user.u_id),
        name: user.name,
        email: user.email,
        phone: user.mobile,
        role: user.role,
      });
      await queryClient.invalidateQueries();
      navigate('/admin', { replace: true });
    } catch (caught) {
      const gone = caught instanceof ApiError && caught.status === 404;
      setFailure(gone ? staffMessages.invitationInvalid : serverMessageOr(caught, messages.serverError));
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Join the PRIME staff">
      <p className={styles.lead}>Choose the password you will log in with, at least 8 characters.</p>
      {failure && (
        <p className={styles.alert} role="alert">
          {failure} Ask an admin of the shop to invite you again, or <Link to="/login">log in</Link>.
        </p>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label="New password"
          error={error}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
          {busy ? 'Joining…' : 'Set password and open the console'}
        </button>
      </form>
    </AuthLayout>
  );
}
