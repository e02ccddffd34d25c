// The storefront header (shopping-flow §2): offer text, logo, search, wishlist, account and cart.
// Sticky; at phone width the search drops to its own full-width row below the logo row.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { OPEN_CART_EVENT } from '../../../lib/cart-panel.ts';
import { logout } from '../../../lib/logout.ts';
import { useSession } from '../../../lib/session.ts';
import { BagIcon, HeartIcon, UserIcon } from '../../../ui/icons.tsx';
import { SearchBox } from '../../search/search-box.tsx';
import { useOfferText } from '../api/get-offer-banner.ts';
import { CartPanel } from './cart-panel.tsx';
import { useCartCount, useFavouriteCount } from './use-header-counts.ts';
import styles from './site-header.module.css';

export function SiteHeader() {
  const session = useSession();
  const offer = useOfferText();
  const cartCount = useCartCount();
  const favouriteCount = useFavouriteCount();
  const [cartOpen, setCartOpen] = useState(false);
  const favouriteCountId = useId();
  const cartCountId = useId();

  useEffect(() => {
    const open = () => setCartOpen(true);
    window.addEventListener(OPEN_CART_EVENT, open);
    return () => window.removeEventListener(OPEN_CART_EVENT, open);
  }, []);

  return (
    <>
      {offer.data && <p className={styles.offer}>{offer.data}</p>}
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
                <span className={styles.greeting}>Hi, {session.name}</span>
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
            >
              <BagIcon />
              <Badge id={cartCountId} count={cartCount} />
            </button>
          </div>
        </div>
      </header>
      <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} count={cartCount} guest={!session} />
    </>
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
