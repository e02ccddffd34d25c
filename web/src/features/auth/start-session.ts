// What happens between a successful login answer and the next page: the session is stored, then the
// steps the app names run (the guest cart moves to the account, the guest favourites join its list).
// The app names them (web/src/app/sign-in-steps.ts) so that auth imports neither the cart nor the
// favourites, which use auth's own links.
import { messages, type LoginUser } from '@prime/contract';
import { saveSession } from '../../lib/session.ts';
import { showToast } from '../../ui/toast.tsx';

/** A step of every login, given the account's user id; the next page waits for it. */
export type SignInStep = (userId: string) => Promise<unknown>;
let signInSteps: readonly SignInStep[] = [];

/** Names the steps every login runs after storing the session. */
export function setSignInSteps(steps: readonly SignInStep[]): void {
  signInSteps = steps;
}

export async function startSession(user: LoginUser): Promise<void> {
  const userId = String(user.u_id);
  saveSession({
    token: user.user_token,
    userId,
    name: user.name,
    email: user.email,
    phone: user.mobile,
    role: user.role,
  });
  showToast({ title: messages.loginSuccessful, kind: 'success' });
  await Promise.all(signInSteps.map((step) => step(userId)));
}

/** Only a path of this site may follow a login (`?next=//evil.example` must not). */
export function safeNextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** `path` carrying on the page wanted after login, through register and sign-up-success. */
export const withNext = (path: string, next: string | null) =>
  next ? `${path}?next=${encodeURIComponent(next)}` : path;
