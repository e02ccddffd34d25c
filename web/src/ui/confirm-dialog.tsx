// "Are you sure?" before something that cannot be undone. Only its buttons, Esc or × answer it.
import { Dialog, type DialogProps } from './dialog.tsx';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  focusAfterClose?: DialogProps['focusAfterClose'];
}

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
  focusAfterClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      closeOnBackdrop={false}
      size="small"
      focusAfterClose={focusAfterClose}
    >
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn-clay" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
