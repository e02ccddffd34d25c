// Shown once an account exists; the shopper logs in from here.
import { useNavigate, useSearchParams } from 'react-router';
import { SuccessCheckIcon } from '../../ui/icons.tsx';
import { AuthLayout } from './auth-layout.tsx';
import styles from './auth.module.css';
import { withNext } from './start-session.ts';

export default function SignUpSuccessPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  return (
    <AuthLayout title="Account created!">
      <div className={styles.success}>
        <SuccessCheckIcon size={64} />
        <p>Welcome to PRIME. Your account is ready: log in to shop, save addresses and track your orders.</p>
        <button
          type="button"
          className={`btn ${styles.submit}`}
          onClick={() => navigate(withNext('/login', next))}
        >
          Back to Login
        </button>
      </div>
    </AuthLayout>
  );
}
