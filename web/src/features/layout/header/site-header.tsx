// The storefront header: offer text, logo, search, wishlist, account and cart, and the Categories and
// Concerns menus (shop-menu.tsx).
// Sticky; at phone width the search drops to its own full-width row below the logo row.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { logout } from '../../../lib/logout.ts';
import { useSession } from '../../../lib/session.ts';
import { BagIcon, HeartIcon, UserIcon } from '../../../ui/icons.tsx';
import {
  CartPanel,
  OPEN_CART_EVENT,
  preloadCartPanel,
  useCartCount,
  useCheckoutReturn,
} from '../../cart/index.ts';
import { useFavouriteCount } from '../../favourites/index.ts';
import { SearchBox } from '../../search/index.ts';
import { OfferStrip } from './offer-strip.tsx';
import { ShopMenu } from './shop-menu.tsx';
import styles from './site-header.module.css';

export function SiteHeader() {
  const session = useSession();
  const cartCount = useCartCount();
  const favouriteCount = useFavouriteCount();
  const [cartOpen, setCartOpen] = useState(false);
  const favouriteCountId = useId();
  const cartCountId = useId();
  useCheckoutReturn(() => setCartOpen(true));

  useEffect(() => {
    const open = () => setCartOpen(true);
    window.addEventListener(OPEN_CART_EVENT, open);
    return () => window.removeEventListener(OPEN_CART_EVENT, open);
  }, []);

  return (
    <>
      <OfferStrip />
      <header className={styles.header}>
        <div className={`container ${styles.row}`}>
          <Link to="/" className={styles.logo}>
            <span className={styles.wordmark}>PRIME</span>
            <span className={styles.tagline}>Science for your skin</span>
          </Link>
          <SearchBox className={styles.search} />
          <div className={styles.actions}>
            {session ? (
              <div className={`${styles.auth} ${styles.signedIn}`}>
                <Greeting name={session.name} />
                <button type="button" className={styles.textButton} onClick={() => void logout()}>
                  Logout
                </button>
              </div>
            ) : (
              <div className={styles.auth}>
                <Link to="/my-blog" className={`${styles.pill} ${styles.pillOutline}`}>
                  Insights
                </Link>
                <Link to="/login" className={styles.pill}>
                  Login
                </Link>
              </div>
            )}
            <Link
              to="/favourites"
              className="icon-button"
              aria-label="Wishlist"
              aria-describedby={favouriteCount > 0 ? favouriteCountId : undefined}
            >
              <HeartIcon />
              <Badge id={favouriteCountId} count={favouriteCount} />
            </Link>
            {session && (
              <Link to="/MainLayout" className="icon-button" aria-label="Account">
                <UserIcon />
              </Link>
            )}
            <button
              type="button"
              className="icon-button"
              aria-label="Cart"
              aria-describedby={cartCount > 0 ? cartCountId : undefined}
              onClick={() => setCartOpen(true)}
              onPointerEnter={preloadCartPanel}
              onFocus={preloadCartPanel}
            >
              <BagIcon />
              <Badge id={cartCountId} count={cartCount} />
            </button>
          </div>
        </div>
        <div className="container">
          <ShopMenu />
        </div>
      </header>
      <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} />
    </>
  );
}

/**
 * "Hi, Meera" on a phone, "Hi, Meera Krishnan" where there is room: the first name is always whole,
 * wrapping rather than cut, and the rest of the name is left out only where the header is narrow.
 */
function Greeting({ name }: { name: string }) {
  const [first = '', ...rest] = name.split(' ').filter(Boolean);
  return (
    <span className={styles.greeting}>
      Hi, {first}
      {rest.length > 0 && <span className={styles.restOfName}> {rest.join(' ')}</span>}
    </span>
  );
}

/** The aria-label names the icon ("Wishlist", "Cart") and so hides this count from screen readers;
 * the icon points at it with aria-describedby instead, keeping the name itself short and stable. */
function Badge({ id, count }: { id: string; count: number }) {
  if (count <= 0) return null;
  return (
    <span id={id} className={styles.badge}>
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
    </span>
  );
}
