// At each login what a guest kept in this browser moves to the account: the cart (merged, capped at
// stock, with a word on what did not move) and the favourites. The app wires these steps into auth's
// login, so auth, the cart and the favourites do not import each other. Each step loads its code when
// a login runs, not with every page.
import { setSignInSteps } from '../features/auth/index.ts';

setSignInSteps([
  async (userId) => (await import('../features/cart/index.ts')).moveGuestCart(userId),
  async (userId) => (await import('../features/favourites/index.ts')).transferGuestFavourites(userId),
]);
