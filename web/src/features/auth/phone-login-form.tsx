// "Login with mobile": the mobile, then the 6-digit code from the SMS (one box a phone fills from the
// SMS itself: autocomplete="one-time-code"), and a name only when the mobile has no account yet. The
// guest's cart and favourites move as at an email login (start-session.ts).
import {
  digitsOnly,
  messages,
  newAccountNameError,
  otpLoginBody,
  otpSendBody,
  PHONE_CODE_LENGTH,
  phoneMessages,
} from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { serverMessageOr } from '../../lib/api-failure.ts';
import { PhoneField } from '../../ui/digit-fields.tsx';
import { fieldErrors } from '../../ui/field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useToast } from '../../ui/toast.tsx';
import { phoneLogin } from './api/phone-login.ts';
import { sendPhoneCode } from './api/send-phone-code.ts';
import styles from './auth.module.css';
import { safeNextPath, startSession } from './start-session.ts';

export interface PhoneLoginFormProps {
  onLoggingIn: (busy: boolean) => void;
}

export function PhoneLoginForm({ onLoggingIn }: PhoneLoginFormProps) {
  const [mobile, setMobile] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [asksName, setAsksName] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();

  async function onSend(event?: React.FormEvent) {
    event?.preventDefault();
    const checked = otpSendBody.safeParse({ mobile });
    setErrors(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) return;
    setBusy(true);
    try {
      await sendPhoneCode(checked.data.mobile);
      setSentTo(checked.data.mobile);
      setCode('');
    } catch (error) {
      toast({ title: serverMessageOr(error, messages.otpSendFailed), kind: 'error' });
    }
    setBusy(false);
  }

  async function onLogin(event: React.FormEvent) {
    event.preventDefault();
    const checked = otpLoginBody.safeParse({ mobile: sentTo, code, name: asksName ? name : undefined });
    const found: Record<string, string> = checked.success ? {} : fieldErrors(checked.error.issues);
    if (code.length !== PHONE_CODE_LENGTH) found.code = phoneMessages.enterCode;
    const nameError = asksName ? newAccountNameError(name.trim()) : undefined;
    if (nameError) found.name = nameError;
    setErrors(found);
    if (!checked.success || Object.keys(found).length > 0) return;
    setBusy(true);
    onLoggingIn(true);
    try {
      const { user } = await phoneLogin(checked.data);
      await startSession(user);
      await queryClient.invalidateQueries();
      navigate(safeNextPath(params.get('next')), { replace: true });
    } catch (error) {
      // A right code for a new mobile: the account needs a name, and the code still works.
      if (error instanceof ApiError && error.errors.some((problem) => problem.field === 'name')) {
        setAsksName(true);
        if (asksName) setErrors({ name: error.message });
      } else {
        toast({ title: serverMessageOr(error, messages.loginFailed), kind: 'error' });
      }
      setBusy(false);
      onLoggingIn(false);
    }
  }

  if (!sentTo) {
    return (
      <MobileStep mobile={mobile} setMobile={setMobile} error={errors.mobile} busy={busy} onSend={onSend} />
    );
  }
  return (
    <CodeStep
      sentTo={sentTo}
      code={code}
      setCode={setCode}
      name={asksName ? name : undefined}
      setName={setName}
      errors={errors}
      busy={busy}
      onLogin={onLogin}
      onChangeMobile={() => setSentTo(undefined)}
      onResend={() => void onSend()}
    />
  );
}

interface MobileStepProps {
  mobile: string;
  setMobile: (mobile: string) => void;
  error: string | undefined;
  busy: boolean;
  onSend: (event: React.FormEvent) => void;
}

function MobileStep({ mobile, setMobile, error, busy, onSend }: MobileStepProps) {
  return (
    <form className={styles.form} onSubmit={onSend} noValidate>
      <PhoneField
        label={phoneMessages.mobileLabel}
        before="+91"
        error={error}
        value={mobile}
        onDigits={setMobile}
      />
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
        {phoneMessages.sendCode}
      </button>
    </form>
  );
}

interface CodeStepProps {
  sentTo: string;
  code: string;
  setCode: (code: string) => void;
  /** Asked only for a mobile without an account. */
  name: string | undefined;
  setName: (name: string) => void;
  errors: Record<string, string>;
  busy: boolean;
  onLogin: (event: React.FormEvent) => void;
  onChangeMobile: () => void;
  onResend: () => void;
}

function CodeStep({ sentTo, code, setCode, name, setName, errors, busy, ...actions }: CodeStepProps) {
  return (
    <form className={styles.form} onSubmit={actions.onLogin} noValidate>
      <p className={styles.lead} role="status">
        {phoneMessages.codeSentTo(sentTo)}
      </p>
      <TextField
        label={phoneMessages.codeLabel}
        error={errors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={PHONE_CODE_LENGTH}
        value={code}
        onChange={(event) => setCode(digitsOnly(event.target.value, PHONE_CODE_LENGTH))}
      />
      {name !== undefined && (
        <>
          <p className={styles.lead}>{phoneMessages.newAccountHint}</p>
          <TextField
            label={phoneMessages.nameLabel}
            error={errors.name}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </>
      )}
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
        {phoneMessages.verifyCode}
      </button>
      <p className={styles.codeActions}>
        <button type="button" className={styles.linkButton} onClick={actions.onChangeMobile}>
          {phoneMessages.changeMobile}
        </button>
        <button type="button" className={styles.linkButton} onClick={actions.onResend} disabled={busy}>
          {phoneMessages.resendCode}
        </button>
      </p>
    </form>
  );
}
