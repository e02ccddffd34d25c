// Shown once an account exists: signed in by the registration, the shopper goes on shopping (or to the
// page they were headed for); else they log in from here.
import { useNavigate, useSearchParams } from 'react-router';
import { revokeToken } from '../../lib/logout.ts';
import { clearAllStorage, useSession } from '../../lib/session.ts';
import { SuccessCheckIcon } from '../../ui/icons.tsx';
import { AuthLayout } from './auth-layout.tsx';
import styles from './auth.module.css';
import { safeNextPath, withNext } from './start-session.ts';

export default function SignUpSuccessPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const session = useSession();
  return (
    <AuthLayout title="Account created!">
      <div className={styles.success}>
        <SuccessCheckIcon size={64} />
        {session ? (
          <p>
            Welcome to PRIME, {session.name}. You are signed in: shop, save addresses and track your orders.
          </p>
        ) : (
          <p>
            Welcome to PRIME. Your account is ready: log in to shop, save addresses and track your orders.
          </p>
        )}
        {session && (
          <button
            type="button"
            className={`btn ${styles.submit}`}
            onClick={() => navigate(safeNextPath(next))}
          >
            Continue shopping
          </button>
        )}
        <button
          type="button"
          className={`btn ${session ? 'btn-outline ' : ''}${styles.submit}`}
          onClick={async () => {
            // Signed in by the registration: Back to Login means logging in anew, as another account
            // or the same; the session the registration started ends first.
            if (session) {
              await revokeToken().catch(() => undefined);
              clearAllStorage();
            }
            navigate(withNext('/login', next));
          }}
        >
          Back to Login
        </button>
      </div>
    </AuthLayout>
  );
}
