// WRITE A REVIEW on the product page. A logged-in shopper gets the form; a guest is offered the login
// page, which brings them back to this product afterwards. The session is read after hydration
// (useSession answers a guest on the server), so the button is the same in the first frame either way.
import { messages } from '@prime/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { withNext } from '../auth/index.ts';
import { WriteReviewDialog } from './write-review-dialog.tsx';
import styles from './write-review.module.css';

interface Props {
  productId: number;
  productName?: string;
  /** Called once a review is stored and the list has reloaded. */
  onSubmitted: () => void;
}

/** The page to come back to after logging in: this product, however it was opened. */
function useReturnPath(productId: number): string {
  const { pathname, search } = useLocation();
  // Opened with the id in navigation state only: the address alone would not name the product.
  if (pathname === '/product-details' && !new URLSearchParams(search).has('p_id')) {
    return `/product-details?p_id=${productId}`;
  }
  return `${pathname}${search}`;
}

export function WriteReview({ productId, productName, onSubmitted }: Props) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const returnPath = useReturnPath(productId);

  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        WRITE A REVIEW
      </button>
      {session ? (
        <WriteReviewDialog
          open={open}
          productId={productId}
          productName={productName}
          userId={session.userId}
          onClose={() => setOpen(false)}
          onSubmitted={() => {
            setOpen(false);
            onSubmitted();
          }}
        />
      ) : (
        <Dialog open={open} title="Write a review" size="small" onClose={() => setOpen(false)}>
          <p className={styles.loginPrompt}>{messages.reviewLoginPrompt}</p>
          <div className={styles.loginActions}>
            <Link className="btn" to={withNext('/login', returnPath)}>
              LOGIN
            </Link>
            <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
              CANCEL
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
