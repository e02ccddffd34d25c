// What other features and the app may use of the favourites (the hearts and the wishlist's list): the
// heart, the badge count, a guest's list in this browser and the account's, and the move of a guest's
// favourites at login. Everything else in this folder is its own business.
export { FavouriteButton } from './favourite-button.tsx';
export { useFavouriteCount } from './use-favourite-count.ts';
export { removeGuestFavourite, useGuestFavouriteIds } from './storage/guest-favourites.ts';
export { useServerFavourites } from './api/get-favourites.ts';
export { setServerFavourite } from './api/set-favourite.ts';
export { transferGuestFavourites } from './api/transfer-guest-favourites.ts';
