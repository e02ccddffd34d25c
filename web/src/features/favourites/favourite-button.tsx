// The heart toggle of a product (card and product page): hourglass while updating, filled when a
// favourite, outline otherwise. Logged out it still keeps the browser's list, and its tooltip says
// that managing favourites for good takes a login.
import { messages } from '@prime/contract';
import { HeartIcon, HourglassIcon } from '../../ui/icons.tsx';
import { useFavourite } from './use-favourite.ts';

interface Props {
  productId: number;
  className?: string;
  /** Shown next to the heart on the product page ("Wishlist"). */
  label?: string;
}

export function FavouriteButton({ productId, className, label }: Props) {
  const { isFavourite, updating, toggle, loggedIn } = useFavourite(productId);
  return (
    <button
      type="button"
      className={className}
      aria-label={isFavourite ? 'Remove from wishlist' : 'Add to wishlist'}
      aria-busy={updating || undefined}
      title={loggedIn ? undefined : messages.favouritesLoginTooltip}
      disabled={updating}
      onClick={toggle}
    >
      {updating ? <HourglassIcon size={20} /> : <HeartIcon size={20} filled={isFavourite} />}
      {label && <span aria-hidden="true">{label}</span>}
    </button>
  );
}
