// Shown once an account exists; the shopper logs in from here.
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from './auth-layout.tsx';
import styles from './auth.module.css';

export default function SignUpSuccessPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  return (
    <AuthLayout title="Account created!">
      <div className={styles.success}>
        <svg width="64" height="64" viewBox="0 0 56 56" aria-hidden="true">
          <circle cx="28" cy="28" r="26" fill="none" stroke="currentColor" strokeWidth="3" />
          <path
            d="M17 29l7 7 15-16"
            fill="none"
            stroke="currentColor"
            strokeWidth="3.5"
            strokeLinecap="round"
          />
        </svg>
        <p>Welcome to PRIME. Your account is ready: log in to shop, save addresses and track your orders.</p>
        <button
          type="button"
          className={`btn ${styles.submit}`}
          onClick={() => navigate(next ? `/login?next=${encodeURIComponent(next)}` : '/login')}
        >
          Back to Login
        </button>
      </div>
    </AuthLayout>
  );
}
