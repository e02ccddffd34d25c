// /login: log in with email and password or with a code sent to the mobile (`?with=mobile` opens that
// way), or recover a password in three steps (forgot → otp → reset). Back to Login leaves any step. A
// visitor who is already logged in goes home.
import { phoneMessages } from '@prime/contract';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { AuthLayout } from './auth-layout.tsx';
import styles from './auth.module.css';
import { ForgotForm } from './forgot-form.tsx';
import { LoginForm } from './login-form.tsx';
import { OtpForm } from './otp-form.tsx';
import { PhoneLoginForm } from './phone-login-form.tsx';
import { ResetForm } from './reset-form.tsx';

type Mode = 'login' | 'mobile' | 'forgot' | 'otp' | 'reset';

const titles: Record<Mode, string> = {
  login: 'Welcome back',
  mobile: phoneMessages.loginWithMobile,
  forgot: 'Forgot password',
  otp: 'Enter the code',
  reset: 'Set a new password',
};

export default function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('with') === 'mobile' ? 'mobile' : 'login');
  const [email, setEmail] = useState('');
  // While a login is finishing (cart transfer), the form itself decides where to go next.
  const [loggingIn, setLoggingIn] = useState(false);

  if (session && !loggingIn) return <Navigate to="/" replace />;

  return (
    <AuthLayout title={titles[mode]}>
      {mode === 'login' && (
        <LoginForm
          initialEmail={email}
          onForgot={(typed) => {
            setEmail(typed);
            setMode('forgot');
          }}
          onMobile={() => setMode('mobile')}
          onLoggingIn={setLoggingIn}
        />
      )}
      {mode === 'mobile' && <PhoneLoginForm onLoggingIn={setLoggingIn} />}
      {mode === 'forgot' && (
        <ForgotForm
          initialEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setMode('otp');
          }}
        />
      )}
      {mode === 'otp' && <OtpForm email={email} onVerified={() => setMode('reset')} />}
      {mode === 'reset' && (
        <ResetForm email={email} onDone={() => setMode('login')} onNewCode={() => setMode('forgot')} />
      )}
      {mode !== 'login' && (
        <p className={styles.back}>
          <button type="button" className={styles.linkButton} onClick={() => setMode('login')}>
            Back to Login
          </button>
        </p>
      )}
    </AuthLayout>
  );
}
