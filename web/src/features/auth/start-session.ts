// What happens between a successful login answer and the next page: the session is stored, the
// guest cart moves to the account, and the guest favourites give way to the account's own list.
import { messages, type LoginUser } from '@prime/contract';
import { saveSession } from '../../lib/session.ts';
import { showToast } from '../../ui/toast.tsx';
import { moveGuestItems } from './move-guest-items.ts';

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
  await moveGuestItems(userId);
}

/** Only a path of this site may follow a login (`?next=//evil.example` must not). */
export function safeNextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** `path` carrying on the page wanted after login, through register and sign-up-success. */
export const withNext = (path: string, next: string | null) =>
  next ? `${path}?next=${encodeURIComponent(next)}` : path;
