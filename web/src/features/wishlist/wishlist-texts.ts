// The words of the wishlist page.
export const wishlistTexts = {
  loading: 'Loading favourites…',
  emptyTitle: 'No Favourites Yet!',
  emptyLoggedIn: 'Start building your wishlist by adding products you love',
  emptyLoggedOut: 'Please login to view and manage your favourite items',
  favouritesFailed: 'Failed to fetch favourites',
  productsFailed: 'Failed to fetch product list',
  updateRefused: 'Could not update favourite',
  updateFailed: 'Something went wrong while updating favourites',
  guestRemoved: 'Removed from favorites',
  guestAlreadyInCart: 'Item already in cart.',
  guestAdded: 'Item added to cart!',
  guestNotice: 'Your favourites are kept in this browser. Log in to keep them on every device.',
} as const;
