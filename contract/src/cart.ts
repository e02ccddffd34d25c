// Bodies of the account cart and favourites calls (list/add/update/delete cart, add/list favourite; their
// answers: call-shapes.ts). The seed client's own user id fields (`userid`, `user_id`) are not part of these
// schemas: identity comes from the token, and the server refuses an id that is not its user's.
import { z } from 'zod';
import { messages } from './messages.ts';
import { idField, MAX_ID, packetSizeField } from './rules.ts';

/** A quantity of units: a whole number of at least 1, as a number or a digit string (`2`, `"2"`). */
export const quantityField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
  z
    .number({ error: messages.quantityInvalid })
    .int({ error: messages.quantityInvalid, abort: true })
    .min(1, { error: messages.quantityInvalid, abort: true })
    .max(MAX_ID, messages.quantityInvalid),
);

/** Left out or empty means one unit, as the product card and the favourites page add. */
const quantityOrOne = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 1 : value),
  quantityField,
);

export const listCartBody = z.object({});

/** `add/cart`: adds `quantity` units of one pack size (the product's first when `packet_size` is empty). */
export const addCartBody = z.object({
  productid: idField,
  quantity: quantityOrOne,
  packet_size: packetSizeField,
});
export type AddCartBody = z.infer<typeof addCartBody>;

/** `update/cart`: sets the line's quantity and, when given, moves it to another pack size. */
export const updateCartBody = z.object({
  cart_id: idField,
  quantity: quantityField.optional(),
  packet_size: packetSizeField,
});
export type UpdateCartBody = z.infer<typeof updateCartBody>;

export const deleteCartBody = z.object({ cart_id: idField });

const favFlag = z.preprocess(
  (value) => {
    if (value === true || value === 1 || value === '1' || value === 'true') return 1;
    if (value === false || value === 0 || value === '0' || value === 'false') return 0;
    return value;
  },
  z.union([z.literal(0), z.literal(1)], { error: messages.favFlagInvalid }),
);

/** `add/favourite`: `fav` 1 adds the product, 0 removes it; either is a no-op when already so. */
export const addFavouriteBody = z.object({ p_id: idField, fav: favFlag });
export type AddFavouriteBody = z.infer<typeof addFavouriteBody>;

export const listFavouriteBody = z.object({});
