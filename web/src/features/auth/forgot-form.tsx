import { forgotPasswordBody, messages } from '@prime/contract';
import { useState } from 'react';
import { TextField } from '../../ui/text-field.tsx';
import { useToast } from '../../ui/toast.tsx';
import { sendOtp } from './api/send-otp.ts';
import styles from './auth.module.css';
import { otpSendFailure } from './otp-send-failure.ts';

export function ForgotForm({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = forgotPasswordBody.safeParse({ email });
    if (!checked.success) {
      setError(messages.forgotEmailInvalid);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await sendOtp(checked.data.email);
      // The server answers alike for any email, so the screen claims no more than it knows.
      toast({ title: messages.otpSentTitle, text: messages.otpMaybeSent, kind: 'success' });
      onSent(checked.data.email);
    } catch (error) {
      toast({ title: otpSendFailure(error), kind: 'error' });
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>Enter your account email and we'll send you a 4-digit code.</p>
      <TextField
        label="Email"
        error={error}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
        SEND OTP
      </button>
    </form>
  );
}
