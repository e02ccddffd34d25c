// What the console's component tests share: a signed-in member of the staff (or customer), the console rendered at
// a URL, and API answers in the server's envelope.
import { STORAGE_KEYS, type UserRole } from '@prime/contract';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';

/** Signs in a member of the staff with `role`, or a customer (`user`). */
export function signIn(role: UserRole = 'admin') {
  const staff = role !== 'user';
  localStorage.setItem(STORAGE_KEYS.token, 'token-of-test');
  localStorage.setItem(STORAGE_KEYS.userId, '1');
  localStorage.setItem(STORAGE_KEYS.userName, staff ? 'Meera Admin' : 'Asha');
  localStorage.setItem(STORAGE_KEYS.userEmail, staff ? 'meera@prime.in' : 'asha@example.in');
  localStorage.setItem(STORAGE_KEYS.userRole, role);
}

/** A successful answer with the call's own fields. */
export const ok =
  (fields: object = {}, message = 'Success') =>
  () =>
    jsonResponse({ result: true, message, ...fields });

/** A refusal as the server words it. */
export const refuse =
  (status: number, message: string, errors: { field: string; message: string }[] = []) =>
  () =>
    jsonResponse({ result: false, message, ...(errors.length ? { errors } : {}) }, status);

/** `element` mounted at `path` (a console route), opened at `url`. */
export function renderScreen(element: React.ReactElement, { url, path }: { url: string; path: string }) {
  return renderWithProviders(element, {
    url,
    path,
    routes: [{ path: '*', element: <p>Another page</p> }],
  });
}
