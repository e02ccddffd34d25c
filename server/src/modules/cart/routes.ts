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
import { requireUser } from '../../auth/request-user.ts';
import { describeCall } from '../../http/describe-call.ts';
import { ok, parseBody } from '../../http/validate.ts';
import { addToCart, deleteCartLine, listCart, updateCart } from './cart-lines.ts';
import { listFavourites, setFavourite } from './favourites.ts';

export const cartModule: ApiModule = async (api, ctx) => {
  const { db } = ctx;

  const tag = 'Cart and favourites';
  const auth = 'token';
  const list = describeCall({
    tag,
    auth,
    summary: "The account's cart lines",
    body: listCartBody,
    answer: cartListAnswer,
  });
  api.post('/list/cart', list, async (request) => {
    const user = await requireUser(request, ctx);
    parseBody(listCartBody, request.body);
    return ok({ list: await listCart(db, user.id) });
  });

  const add = describeCall({
    tag,
    auth,
    summary: 'Add units of one pack size to the cart',
    description:
      'Adds `quantity` (default 1) to the line of that product and pack size (the first when ' +
      '`packet_size` is empty), creating it; more than that pack size holds answers 409 `Only N left in stock.`',
    body: addCartBody,
    answer: addCartAnswer,
    errors: [404, 409],
  });
  api.post('/add/cart', add, async (request) => {
    const user = await requireUser(request, ctx);
    const line = await addToCart(db, user.id, parseBody(addCartBody, request.body));
    return ok({ data: line }, messages.addedToCart);
  });

  const update = describeCall({
    tag,
    auth,
    summary: "Set a cart line's quantity or pack size",
    description: 'Stock is checked as for `add/cart`.',
    body: updateCartBody,
    answer: updateCartAnswer,
    errors: [404, 409],
  });
  api.post('/update/cart', update, async (request) => {
    const user = await requireUser(request, ctx);
    const line = await updateCart(db, user.id, parseBody(updateCartBody, request.body));
    return ok({ data: line }, messages.cartUpdated);
  });

  const remove = describeCall({
    tag,
    auth,
    summary: 'Remove a cart line',
    body: deleteCartBody,
    answer: deleteCartAnswer,
    errors: [404],
  });
  api.post('/delete/cart', remove, async (request) => {
    const user = await requireUser(request, ctx);
    await deleteCartLine(db, user.id, parseBody(deleteCartBody, request.body).cart_id);
    return ok({}, messages.cartLineRemoved);
  });

  const favourite = describeCall({
    tag,
    auth,
    summary: 'Add (fav 1) or remove (fav 0) a favourite',
    description: 'Both are idempotent.',
    body: addFavouriteBody,
    answer: favouriteAnswer,
    errors: [404],
  });
  api.post('/add/favourite', favourite, async (request) => {
    const user = await requireUser(request, ctx);
    const { p_id, fav } = parseBody(addFavouriteBody, request.body);
    await setFavourite(db, user.id, p_id, fav);
    return ok({ p_id, fav }, fav === 1 ? messages.addedToFavourites : messages.removedFromFavourites);
  });

  const favourites = describeCall({
    tag,
    auth,
    summary: "The account's favourite products",
    body: listFavouriteBody,
    answer: favouriteListAnswer,
  });
  api.post('/list/favourite', favourites, async (request) => {
    const user = await requireUser(request, ctx);
    parseBody(listFavouriteBody, request.body);
    return ok({ data: await listFavourites(db, user.id) });
  });
};
