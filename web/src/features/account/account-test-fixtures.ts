// What the account tests share: a logged-in customer and an API that says yes.
import { jsonResponse } from '../../test/render.tsx';

/** Leaves in storage the session a login of customer 7, Asha Rao, leaves. */
export function logInAsAsha() {
  localStorage.setItem('user_token', 't');
  localStorage.setItem('u_id', '7');
  localStorage.setItem('user_name', 'Asha Rao');
}

/** A mockApi handler answering success, with `fields` in the body beside result and message. */
export const ok =
  (fields: object = {}) =>
  () =>
    jsonResponse({ result: true, message: 'ok', ...fields });
