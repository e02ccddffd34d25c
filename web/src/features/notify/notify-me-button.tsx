// NOTIFY ME (add/notify, docs/decisions/0024-notify-alerts.md): offered instead of ADD TO CART when
// nothing of a product can be bought. A logged-in shopper is signed up at once with the account's
// email; a guest gives an email in a small dialog.
import { NOTIFY_MESSAGES, type ApiSuccess } from '@prime/contract';
import { useState } from 'react';
import { apiPost, ApiError } from '../../lib/api.ts';
import { getSession } from '../../lib/session.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useToast } from '../../ui/toast.tsx';
import styles from './notify-me.module.css';

/** Whether any of the product can be ordered now: on sale, with stock in some pack size. */
export const canBuy = (product: { p_upcoming: number; p_stocks: number }) =>
  product.p_upcoming !== 1 && product.p_stocks > 0;

const askToNotify = (body: { p_id: number; email?: string }) =>
  apiPost<ApiSuccess<Record<string, never>>>('add/notify', body);

export function NotifyMeButton({
  product,
  className = 'btn',
}: {
  product: { p_id: number; p_productname: string };
  className?: string;
}) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
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
      toast.toast({ kind: 'success', title: NOTIFY_MESSAGES.saved });
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
      <Dialog open={open} title="Notify me" onClose={() => setOpen(false)} size="small">
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send(email.trim());
          }}
        >
          <p className={styles.text}>We will mail you once when {product.p_productname} can be ordered.</p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="btn" disabled={sending}>
            NOTIFY ME
          </button>
        </form>
      </Dialog>
    </>
  );
}
