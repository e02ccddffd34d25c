// /favourites: the wishlist. A logged-in shopper's list lives on the server; a guest's in this
// browser, with an invitation to log in. The header's heart leads here.
import { Link } from 'react-router';
import { Spinner } from '../../ui/spinner.tsx';
import { CardGrid } from '../catalogue/index.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useWishlist } from './use-wishlist.ts';
import { WishlistCard } from './wishlist-card.tsx';
import { wishlistTexts } from './wishlist-texts.ts';
import styles from './wishlist.module.css';

export default function WishlistPage() {
  usePageTitle('My Favourites');
  const wishlist = useWishlist();
  const { loggedIn } = wishlist;

  return (
    <section className={`container section ${styles.page}`} aria-labelledby="wishlist-title">
      <h1 id="wishlist-title" className="section-title">
        MY FAVOURITES
      </h1>
      {wishlist.state === 'loading' ? (
        <Spinner label={wishlistTexts.loading} />
      ) : wishlist.state === 'failed' ? (
        <div className={styles.state}>
          <p role="alert" className={styles.failure}>
            {wishlist.message}
          </p>
          <button type="button" className="btn btn-outline" onClick={wishlist.retry}>
            Try Again
          </button>
        </div>
      ) : wishlist.products.length === 0 ? (
        <div className={styles.state}>
          <h2 className={styles.emptyTitle}>{wishlistTexts.emptyTitle}</h2>
          <p>{loggedIn ? wishlistTexts.emptyLoggedIn : wishlistTexts.emptyLoggedOut}</p>
          <div className={styles.actions}>
            <Link to="/" className="btn">
              Start Shopping
            </Link>
            {!loggedIn && (
              <Link to="/login?next=%2Ffavourites" className="btn btn-outline">
                Login to Your Account
              </Link>
            )}
          </div>
        </div>
      ) : (
        <>
          {!loggedIn && (
            <p className={styles.notice}>
              {wishlistTexts.guestNotice} <Link to="/login?next=%2Ffavourites">Login to Your Account</Link>
            </p>
          )}
          <CardGrid products={wishlist.products} card={(product) => <WishlistCard product={product} />} />
        </>
      )}
    </section>
  );
}
