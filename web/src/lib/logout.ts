// Logout as the spec describes it: the server revokes the token, all browser storage is cleared,
// and the browser goes home with a full reload.
import { apiPost } from './api.ts';
import { clearAllStorage, getSession } from './session.ts';

export async function logout(): Promise<void> {
  try {
    // A guest (e.g. at /MainLayout/logout) has no token to revoke.
    if (getSession()) await apiPost('logout');
  } catch {
    // An expired or already revoked token still ends the visit locally.
  }
  clearAllStorage();
  window.location.assign('/');
}
