// NOTIFY ME's dialog for a guest: the email to mail once the product can be ordered (loaded on first
// open by notify-me-button.tsx).
import { useState } from 'react';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './notify-me.module.css';

interface Props {
  productName: string;
  /** The server's word on the email last sent, shown under the field. */
  error?: string;
  sending: boolean;
  onSend: (email: string) => void;
  onClose: () => void;
}

export default function NotifyEmailDialog({ productName, error, sending, onSend, onClose }: Props) {
  const [email, setEmail] = useState('');
  return (
    <Dialog open title="Notify me" onClose={onClose} size="small">
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSend(email.trim());
        }}
      >
        <p className={styles.text}>We will mail you once when {productName} can be ordered.</p>
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
  );
}
