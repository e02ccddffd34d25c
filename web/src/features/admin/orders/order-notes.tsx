// Staff notes on an order, oldest first, each with who wrote it and when; the customer never sees
// them. A note being written and not yet added is not lost to a click away unasked.
import { adminOrderNoteBody, MAX_ORDER_NOTE, type OrderNote } from '@prime/contract';
import { useState } from 'react';
import { addOrderNote } from '../api/add-order-note.ts';
import { errorsByPath } from '../shared/errors.ts';
import { TextArea } from '../shared/form-controls.tsx';
import { LeaveGuard } from '../shared/leave-guard.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { formatDateTime } from '../shared/words.ts';
import styles from './orders.module.css';

export function OrderNotes({ orderId, notes }: { orderId: number; notes: OrderNote[] }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const add = useAdminWrite({
    write: addOrderNote,
    success: 'Note added',
    onSuccess: () => setDraft(''),
  });

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = adminOrderNoteBody.safeParse({ od_id: orderId, note: draft });
    setError(checked.success ? undefined : errorsByPath(checked.error.issues).note);
    if (checked.success) add.mutate(checked.data);
  }

  return (
    <section className={shared.panel} aria-labelledby="order-notes">
      <h2 id="order-notes">Staff notes</h2>
      <p className={shared.muted}>Only staff see these notes; the customer never does.</p>
      {notes.length === 0 ? (
        <p className={shared.muted}>No notes yet.</p>
      ) : (
        <ol className={styles.notes}>
          {notes.map((note, index) => (
            <li key={`${note.at}-${index}`}>
              <p className={styles.noteText}>{note.note}</p>
              <p className={shared.muted}>
                {note.by} · <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} noValidate>
        <TextArea
          label="New note"
          value={draft}
          maxLength={MAX_ORDER_NOTE}
          hint={`${draft.length.toLocaleString('en-IN')} of ${MAX_ORDER_NOTE.toLocaleString('en-IN')} characters`}
          error={error ?? add.fieldErrors.note}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className={shared.formActions}>
          <button type="submit" className="btn" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add note'}
          </button>
        </div>
      </form>
      <LeaveGuard
        dirty={draft.trim() !== ''}
        text="The note you are writing has not been added to the order yet."
      />
    </section>
  );
}
