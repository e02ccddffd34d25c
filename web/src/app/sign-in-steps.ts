// At each login what a guest kept in this browser moves to the account: the cart (merged, capped at
// stock, with a word on what did not move) and the favourites. The app wires these steps into auth's
// login, so auth, the cart and the favourites do not import each other. Both steps and what they
// import are small and zod-free; loaded with the app, a login does not wait for their code.
import { setSignInSteps } from '../features/auth/index.ts';
import { moveGuestCart } from '../features/cart/index.ts';
import { transferGuestFavourites } from '../features/favourites/index.ts';

setSignInSteps([moveGuestCart, transferGuestFavourites]);
