// /grievances/<access>: a grievance by the secret of its link (the mails'), without a login: its
// ticket, status, the dates by which it is acknowledged and resolved, the messages both ways, and a
// reply form. Like an order's link, the page sends no Referer and is kept out of search results.
import type { GrievanceView } from '@prime/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Field } from '../../ui/field.tsx';
import pageStyles from '../../ui/page-panel.module.css';
import { Spinner } from '../../ui/spinner.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useReplyToGrievance } from './api/reply-grievance.ts';
import { useGrievance } from './api/view-grievance.ts';
import styles from './seller.module.css';

const STATUS_TEXT = { open: 'Open', acknowledged: 'Acknowledged', resolved: 'Resolved' } as const;

export default function GrievanceTicketPage() {
  const { access = '' } = useParams();
  const grievance = useGrievance(access);
  usePageTitle(grievance.data ? `Grievance ${grievance.data.ticket_no}` : 'Your grievance');
  return (
    <section className={`container ${pageStyles.panel} ${styles.page}`}>
      <meta name="referrer" content="no-referrer" />
      {grievance.data ? (
        <Ticket grievance={grievance.data} access={access} />
      ) : grievance.isError ? (
        <div className={pageStyles.empty}>
          <h1 className={pageStyles.heading}>Grievance not found</h1>
          <p role="alert">
            {grievance.error instanceof ApiError && grievance.error.status === 404
              ? 'This link is not one of ours, or it was mistyped.'
              : grievance.error.message}
          </p>
          <Link to="/grievance" className="btn btn-outline">
            File a grievance
          </Link>
        </div>
      ) : (
        <Spinner label="Loading your grievance…" />
      )}
    </section>
  );
}

function Ticket({ grievance, access }: { grievance: GrievanceView; access: string }) {
  return (
    <>
      <h1 className={pageStyles.heading}>Grievance {grievance.ticket_no}</h1>
      <p>
        <span className={styles.status}>{STATUS_TEXT[grievance.status]}</span> {grievance.subject}
      </p>
      <dl className={styles.dates}>
        <dt>Filed</dt>
        <dd>{formatDate(grievance.created_at)}</dd>
        {grievance.od_id !== null && (
          <>
            <dt>Order</dt>
            <dd>#{grievance.od_id}</dd>
          </>
        )}
        <dt>Acknowledged by</dt>
        <dd>{formatDate(grievance.acknowledge_by)}</dd>
        <dt>Resolved by</dt>
        <dd>{formatDate(grievance.resolve_by)}</dd>
      </dl>
      <h2>Messages</h2>
      <ol className={styles.messages}>
        {grievance.messages.map((message, index) => (
          <li key={index} className={`${styles.message} ${message.from === 'staff' ? styles.staff : ''}`}>
            <span className={styles.messageHead}>
              {message.from === 'staff' ? 'PRIME' : 'You'}, {formatDate(message.at)}
            </span>
            {message.text}
          </li>
        ))}
      </ol>
      <ReplyForm access={access} />
    </>
  );
}

function ReplyForm({ access }: { access: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const reply = useReplyToGrievance(access);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setSent(false);
    const { grievanceReplyBody } = await import('./grievance-rules.ts');
    const checked = grievanceReplyBody.safeParse({ access, text });
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    setError('');
    reply.mutate(checked.data.text, {
      onSuccess: () => {
        setText('');
        setSent(true);
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field label="Write to us" error={error}>
        {(control) => (
          <textarea
            {...control}
            name="text"
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn" disabled={reply.isPending}>
        {reply.isPending ? 'SENDING...' : 'SEND REPLY'}
      </button>
      <p role="status">{sent ? 'Your message is with our Grievance Officer.' : ''}</p>
    </form>
  );
}
