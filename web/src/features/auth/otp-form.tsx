import { messages, OTP_LENGTH } from '@prime/contract';
import { useId, useState } from 'react';
import { serverMessageOr } from '../../lib/api-failure.ts';
import { useToast } from '../../ui/toast.tsx';
import { sendOtp, verifyOtp } from './api/password-reset.ts';
import styles from './auth.module.css';
import { emptyOtp, OtpInput } from './otp-input.tsx';
import { otpSendFailure } from './otp-send-failure.ts';

export function OtpForm({ email, onVerified }: { email: string; onVerified: () => void }) {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const errorId = useId();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const otp = digits.join('');
    if (otp.length !== OTP_LENGTH) {
      setError(messages.otpFourDigits);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await verifyOtp(email, otp);
      toast({ title: messages.otpVerifiedTitle, text: messages.otpVerifiedText, kind: 'success' });
      onVerified();
    } catch (failure) {
      toast({ title: serverMessageOr(failure, messages.otpVerifyFailed), kind: 'error' });
      setBusy(false);
    }
  }

  async function resend() {
    try {
      await sendOtp(email);
      setDigits(emptyOtp());
      toast({ title: messages.otpSentTitle, text: `We've emailed a new code to ${email}.`, kind: 'success' });
    } catch (error) {
      toast({ title: otpSendFailure(error), kind: 'error' });
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>Enter the 4-digit code we sent to {email}. It works for 10 minutes.</p>
      <OtpInput value={digits} onChange={setDigits} describedBy={error ? errorId : undefined} />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
        SUBMIT
      </button>
      <p className={styles.switch}>
        No mail?{' '}
        <button type="button" className={styles.linkButton} onClick={resend}>
          Send a new code
        </button>
      </p>
    </form>
  );
}
