// Cart and favourites calls of a logged-in shopper; each acts on the token's own user only (a user
// id in the body or header that is someone else's answers 403, another user's cart line 404).
import {
  addCartAnswer,
  addCartBody,
  addFavouriteBody,
  cartListAnswer,
  deleteCartAnswer,
  deleteCartBody,
  favouriteAnswer,
  favouriteListAnswer,
  listCartBody,
  listFavouriteBody,
  messages,
  updateCartAnswer,
  updateCartBody,
} from '@prime/contract';
import type { ApiModule } from '../index.ts';
import { loggedIn } from '../../auth/request-user.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import { addToCart, deleteCartLine, listCart, updateCart } from './cart-lines.ts';
import { listFavourites, setFavourite } from './favourites.ts';

export const cartModule: ApiModule = async (api, ctx) => {
  const { db } = ctx;
  const post = postedCalls(api, { tag: 'Cart and favourites', ...loggedIn(ctx) });

  post(
    '/list/cart',
    { summary: "The account's cart lines", body: listCartBody, answer: cartListAnswer },
    async ({ caller }) => ok({ list: await listCart(db, caller.id) }),
  );

  post(
    '/add/cart',
    {
      summary: 'Add units of one pack size to the cart',
      description:
        'Adds `quantity` (default 1) to the line of that product and pack size (the first when ' +
        '`packet_size` is empty), creating it; more than that pack size holds answers 409 `Only N left in stock.`, ' +
        'an upcoming product 409 `Not available yet.`',
      body: addCartBody,
      answer: addCartAnswer,
      errors: [404, 409],
    },
    async ({ caller, body }) => ok({ data: await addToCart(db, caller.id, body) }, messages.addedToCart),
  );

  post(
    '/update/cart',
    {
      summary: "Set a cart line's quantity or pack size",
      description: 'Stock is checked as for `add/cart`.',
      body: updateCartBody,
      answer: updateCartAnswer,
      errors: [404, 409],
    },
    async ({ caller, body }) => ok({ data: await updateCart(db, caller.id, body) }, messages.cartUpdated),
  );

  post(
    '/delete/cart',
    { summary: 'Remove a cart line', body: deleteCartBody, answer: deleteCartAnswer, errors: [404] },
    async ({ caller, body: { cart_id } }) => {
      await deleteCartLine(db, caller.id, cart_id);
      return ok({}, messages.cartLineRemoved);
    },
  );

  post(
    '/add/favourite',
    {
      summary: 'Add (fav 1) or remove (fav 0) a favourite',
      description: 'Both are idempotent.',
      body: addFavouriteBody,
      answer: favouriteAnswer,
      errors: [404],
    },
    async ({ caller, body: { p_id, fav } }) => {
      await setFavourite(db, caller.id, p_id, fav);
      return ok({ p_id, fav }, fav === 1 ? messages.addedToFavourites : messages.removedFromFavourites);
    },
  );

  post(
    '/list/favourite',
    {
      summary: "The account's favourite products",
      body: listFavouriteBody,
      answer: favouriteListAnswer,
    },
    async ({ caller }) => ok({ data: await listFavourites(db, caller.id) }),
  );
};
