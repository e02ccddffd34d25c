// One grievance in the console: who filed it and how to reach them, its dates, every message, and the
// answer box with its two buttons: SEND REPLY (an open grievance becomes acknowledged) and RESOLVE (the
// text is the last message). Each mails the shopper the text and the grievance's link.
import { adminGrievanceReplyBody } from '@prime/contract';
import { useState } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { answerGrievance, useGrievanceDetail } from '../api/grievances.ts';
import { errorsByPath } from '../shared/errors.ts';
import { TextArea } from '../shared/form-controls.tsx';
import { QueryState } from '../shared/query-state.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { formatDateTime } from '../shared/words.ts';
import styles from './grievances.module.css';

export function GrievanceDialog({ ticket, onClose }: { ticket: string; onClose: () => void }) {
  const detail = useGrievanceDetail(ticket);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const answer = useAdminWrite({
    write: answerGrievance,
    success: (done) => `${ticket}: ${done.message}`,
    onSuccess: () => setText(''),
  });
  const grievance = detail.data;

  function send(resolve: boolean) {
    const checked = adminGrievanceReplyBody.safeParse({ ticket_no: ticket, text });
    setError(checked.success ? undefined : errorsByPath(checked.error.issues).text);
    if (checked.success) answer.mutate({ ticket_no: ticket, text: checked.data.text, resolve });
  }

  return (
    <Dialog open title={`Grievance ${ticket}`} onClose={onClose} size="large">
      {!grievance ? (
        <QueryState query={detail} loading="Loading the grievance…" />
      ) : (
        <>
          <p>
            <strong>{grievance.subject}</strong>
          </p>
          <p className={shared.muted}>
            {grievance.name} · <a href={`mailto:${grievance.email}`}>{grievance.email}</a>
            {grievance.phone && <> · {grievance.phone}</>}
            {grievance.od_id !== null && <> · Order #{grievance.od_id}</>}
          </p>
          <p className={shared.muted}>
            Filed {formatDateTime(grievance.created_at)} · acknowledge by{' '}
            {formatDateTime(grievance.acknowledge_by)} · resolve by {formatDateTime(grievance.resolve_by)}
            {grievance.overdue === 1 && ' · overdue'}
          </p>
          <ol className={styles.messages}>
            {grievance.messages.map((message, index) => (
              <li key={index} className={message.from === 'staff' ? styles.staff : undefined}>
                <p className={shared.muted}>
                  {message.from === 'staff' ? `Staff (${message.by ?? 'PRIME'})` : grievance.name},{' '}
                  {formatDateTime(message.at)}
                </p>
                <p className={styles.text}>{message.text}</p>
              </li>
            ))}
          </ol>
          <form onSubmit={(event) => event.preventDefault()} noValidate>
            <TextArea
              label="Answer to the shopper"
              hint="Mailed to the shopper with the grievance's link."
              value={text}
              error={error ?? answer.fieldErrors.text}
              onChange={(event) => setText(event.target.value)}
            />
            <div className={shared.formActions}>
              <button
                type="button"
                className="btn btn-outline"
                disabled={answer.isPending}
                onClick={() => send(false)}
              >
                Send reply
              </button>
              <button type="button" className="btn" disabled={answer.isPending} onClick={() => send(true)}>
                Resolve
              </button>
            </div>
          </form>
        </>
      )}
    </Dialog>
  );
}
