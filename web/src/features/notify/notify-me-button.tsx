// NOTIFY ME (add/notify, docs/decisions/0024-notify-alerts.md): offered instead of ADD TO CART when
// nothing of a product can be bought. A logged-in shopper is signed up at once with the account's
// email in a small dialog, fetched when first opened: the button is on every card of a listing,
// the dialog rarely wanted, and the home page's scripts stay within their budget.
import { messages } from '@prime/contract';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { getSession } from '../../lib/session.ts';
import { useToast } from '../../ui/toast.tsx';
import { askToNotify } from './api/ask-to-notify.ts';

const NotifyEmailDialog = lazy(() => import('./notify-email-dialog.tsx'));

/** Whether any of the product can be ordered now: on sale, with stock in some pack size. */
export const canBuy = (product: { p_upcoming: number; p_stocks: number }) =>
  product.p_upcoming !== 1 && product.p_stocks > 0;

export function NotifyMeButton({
  product,
  className = 'btn',
}: {
  product: { p_id: number; p_productname: string };
  className?: string;
}) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  async function send(withEmail?: string) {
    setSending(true);
    setError(undefined);
    try {
      await askToNotify({ p_id: product.p_id, ...(withEmail ? { email: withEmail } : {}) });
      setDone(true);
      setOpen(false);
      toast.toast({ kind: 'success', title: messages.notifySaved });
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : String(failure);
      const fieldError =
        failure instanceof ApiError ? failure.errors.find((e) => e.field === 'email') : undefined;
      if (fieldError || (withEmail && failure instanceof ApiError && failure.status === 400)) {
        setError(fieldError?.message ?? message);
        setOpen(true);
      } else {
        toast.toast({ kind: 'error', title: message });
      }
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <button type="button" className={`${className} btn-outline`} disabled>
        WE WILL MAIL YOU
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={sending}
        onClick={() => (getSession() ? void send() : setOpen(true))}
      >
        NOTIFY ME
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotifyEmailDialog
            productName={product.p_productname}
            error={error}
            sending={sending}
            onSend={(email) => void send(email)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
