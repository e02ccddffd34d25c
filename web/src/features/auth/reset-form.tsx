import { changePasswordBody, messages } from '@prime/contract';
import { useState } from 'react';
import { Field } from '../../ui/field.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { useToast } from '../../ui/toast.tsx';
import { changePassword } from './api/password-reset.ts';
import styles from './auth.module.css';

export function ResetForm({ email, onDone }: { email: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);
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
    } catch {
      toast({ title: messages.passwordResetFailed, kind: 'error' });
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Field label="New Password" error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Field label="Confirm Password" error={errors.confirm}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
        RESET PASSWORD
      </button>
    </form>
  );
}
