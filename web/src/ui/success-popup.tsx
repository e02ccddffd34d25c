// A success message that needs a moment of attention (e.g. 'Profile updated!') and then leaves by
// itself after 2 seconds (TOAST_MS, contract/src/constants.ts), or earlier with OK, Esc or ×.
import { TOAST_MS } from '@prime/contract';
import { useEffect } from 'react';
import { Dialog, type DialogProps } from './dialog.tsx';
import { SuccessCheckIcon } from './icons.tsx';
import styles from './success-popup.module.css';

export const SUCCESS_POPUP_MS = TOAST_MS;

export interface SuccessPopupProps {
  open: boolean;
  title: string;
  text?: string;
  onClose: () => void;
  durationMs?: number;
  focusAfterClose?: DialogProps['focusAfterClose'];
}

export function SuccessPopup({
  open,
  title,
  text,
  onClose,
  durationMs = SUCCESS_POPUP_MS,
  focusAfterClose,
}: SuccessPopupProps) {
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onClose, durationMs);
    return () => window.clearTimeout(timer);
  }, [open, durationMs, onClose]);

  return (
    <Dialog open={open} title={title} onClose={onClose} size="small" focusAfterClose={focusAfterClose}>
      <div className={styles.body}>
        <SuccessCheckIcon className={styles.check} />
        {text && <p className={styles.text}>{text}</p>}
        <button type="button" className="btn" onClick={onClose}>
          OK
        </button>
      </div>
    </Dialog>
  );
}
