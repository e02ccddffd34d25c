// Logout as the spec describes it: the server revokes the token, all browser storage is cleared,
// and the browser goes home with a full reload.
import { apiPost } from './api.ts';
import { goHome } from './go-home.ts';
import { clearAllStorage, getSession } from './session.ts';

let leaving = false;

/**
 * True once a logout has sent the browser home: a page that sends guests to the login page when the
 * session ends (the account area) must not, or its move would replace the way home.
 */
export const loggingOut = () => leaving;

/** `logout`: the server revokes the session's token. */
export const revokeToken = () => apiPost('logout');

export async function logout(): Promise<void> {
  try {
    // A guest (e.g. at /MainLayout/logout) has no token to revoke.
    if (getSession()) await revokeToken();
  } catch {
    // An expired or already revoked token still ends the visit locally.
  }
  leaving = true;
  clearAllStorage();
  goHome();
}
