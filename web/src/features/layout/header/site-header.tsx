// The storefront header (shopping-flow §2): offer text, logo, search, wishlist, account and cart.
// Sticky; at phone width the search drops to its own full-width row below the logo row.
import { useEffect, useState } from 'react';
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
            <Link to="/favourites" className="icon-button" aria-label="Wishlist">
              <HeartIcon />
              <Badge count={favouriteCount} />
            </Link>
            {session && (
              <Link to="/MainLayout" className="icon-button" aria-label="Account">
                <UserIcon />
              </Link>
            )}
            <button type="button" className="icon-button" aria-label="Cart" onClick={() => setCartOpen(true)}>
              <BagIcon />
              <Badge count={cartCount} />
            </button>
          </div>
        </div>
      </header>
      <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} count={cartCount} guest={!session} />
    </>
  );
}

function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return <span className={styles.badge}>{count > 99 ? '99+' : count}</span>;
}
