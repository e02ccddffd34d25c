import { changePasswordBody, messages } from '@prime/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { isRefusal } from '../../lib/api-failure.ts';
import { fieldErrors } from '../../ui/field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useToast } from '../../ui/toast.tsx';
import { changePassword } from './api/change-password.ts';
import styles from './auth.module.css';

export interface ResetFormProps {
  email: string;
  onDone: () => void;
  /** The verified code is no longer valid (10 minutes passed, or it was used): ask for another. */
  onNewCode: () => void;
}

export function ResetForm({ email, onDone, onNewCode }: ResetFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);
  const { toast } = useToast();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = changePasswordBody.safeParse({ email, password });
    const next = {
      password: checked.success ? undefined : checked.error.issues[0]?.message,
      confirm: password !== confirm ? messages.passwordsDoNotMatch : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    try {
      await changePassword(email, password);
      toast({
        title: messages.passwordResetSuccessful,
        text: 'Log in with your new password.',
        kind: 'success',
      });
      onDone();
    } catch (error) {
      setBusy(false);
      // 403: no verified code for this email any more; trying again with it can never work.
      if (error instanceof ApiError && error.status === 403) {
        setExpired(true);
        return;
      }
      const refused = isRefusal(error) ? fieldErrors(error.errors).password : undefined;
      if (refused) setErrors({ password: refused });
      else
        toast({
          title: messages.passwordResetFailed,
          text: isRefusal(error) ? error.message : undefined,
          kind: 'error',
        });
    }
  }

  if (expired)
    return (
      <div className={styles.form}>
        <div className={styles.alert} role="alert">
          <p className={styles.alertTitle}>{messages.resetCodeExpiredTitle}</p>
          <p>{messages.resetCodeExpired}</p>
        </div>
        <button type="button" className={`btn ${styles.submit}`} onClick={onNewCode}>
          Send a new code
        </button>
      </div>
    );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label="New Password"
        type="password"
        hint={messages.passwordHint}
        error={errors.password}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Confirm Password"
        type="password"
        error={errors.confirm}
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
        RESET PASSWORD
      </button>
    </form>
  );
}
