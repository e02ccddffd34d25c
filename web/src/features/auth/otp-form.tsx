import { messages, OTP_LENGTH, otpResendIn } from '@prime/contract';
import { useId, useState } from 'react';
import { serverMessageOr } from '../../lib/api-failure.ts';
import { useToast } from '../../ui/toast.tsx';
import { sendOtp } from './api/send-otp.ts';
import { verifyOtp } from './api/verify-otp.ts';
import styles from './auth.module.css';
import { emptyOtp, OtpInput } from './otp-input.tsx';
import { otpSendFailure } from './otp-send-failure.ts';
import { useCountdown } from './use-countdown.ts';

/** The pause before another code may be asked for; the server mails at most 3 per 15 minutes. */
export const RESEND_PAUSE_SECONDS = 60;

export function OtpForm({ email, onVerified }: { email: string; onVerified: () => void }) {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const { toast } = useToast();
  const errorId = useId();
  // A code was sent just before this step opened: the pause starts with it.
  const pause = useCountdown(RESEND_PAUSE_SECONDS);

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
    pause.restart();
    setResent(false);
    try {
      await sendOtp(email);
      setDigits(emptyOtp());
      // The answer is the same whether the email has an account, or has had its 3 mails already.
      setResent(true);
    } catch (failure) {
      pause.stop();
      toast({ title: otpSendFailure(failure), kind: 'error' });
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>
        If an account exists for {email}, we've mailed it a 4-digit code. Enter it here: it works for 10
        minutes.
      </p>
      <OtpInput value={digits} onChange={setDigits} describedBy={error ? errorId : undefined} />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
        SUBMIT
      </button>
      <p className={styles.notice} role="status">
        {resent ? messages.otpMaybeResent : ''}
      </p>
      <p className={styles.resend}>
        No mail?{' '}
        <button type="button" className={styles.linkButton} onClick={resend} disabled={pause.left > 0}>
          Send a new code
        </button>
        {pause.left > 0 && <span className={styles.countdown}>{otpResendIn(pause.left)}</span>}
      </p>
    </form>
  );
}
