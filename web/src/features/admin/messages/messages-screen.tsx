// /admin/messages: what shoppers sent through the contact form, newest first; each is marked read or
// unread, so the team sees what still needs an answer.
import { ADMIN_LIST_PAGE_SIZE, type ContactMessage } from '@prime/contract';
import { useState } from 'react';
import pageStyles from '../../../ui/page-panel.module.css';
import { markMessage } from '../api/mark-message.ts';
import { useMessages } from '../api/get-messages.ts';
import { Select } from '../shared/form-controls.tsx';
import { Pager } from '../shared/pager.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { useUrlFilters } from '../shared/use-url-filters.ts';
import shared from '../shared/admin.module.css';
import { formatDateTime } from '../shared/words.ts';
import styles from './messages.module.css';

const FILTERS = ['unread'] as const;

export default function MessagesScreen() {
  const { values, page, apply, goToPage } = useUrlFilters(FILTERS);
  const [shown, setShown] = useState(values.unread);
  const messages = useMessages({
    page,
    ...(values.unread === '1' || values.unread === '0' ? { unread: Number(values.unread) as 0 | 1 } : {}),
  });
  const unread = messages.data?.unread;

  return (
    <>
      <ScreenHead title="Messages" />
      <form
        className={shared.panel}
        aria-label="Filter messages"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ unread: shown });
        }}
      >
        <div className={shared.filters}>
          <Select
            label="Messages to show"
            value={shown}
            onChange={(event) => setShown(event.target.value)}
            options={[
              { value: '', label: 'All messages' },
              { value: '1', label: 'Unread' },
              { value: '0', label: 'Read' },
            ]}
          />
        </div>
        <div className={shared.filterActions}>
          <button type="submit" className="btn">
            Show messages
          </button>
        </div>
      </form>
      <section className={shared.panel} aria-label="Inbox">
        {unread !== undefined && (
          <p className={shared.muted} aria-live="polite">
            {unread === 0
              ? 'Every message is read.'
              : `${unread} unread ${unread === 1 ? 'message' : 'messages'}`}
          </p>
        )}
        {!messages.data ? (
          <QueryState query={messages} loading="Loading messages…" />
        ) : messages.data.list.length === 0 ? (
          <p className={shared.empty}>No messages here.</p>
        ) : (
          <>
            <ul className={pageStyles.list}>
              {messages.data.list.map((message) => (
                <MessageItem key={message.m_id} message={message} />
              ))}
            </ul>
            <Pager
              label="Message pages"
              page={page}
              total={messages.data.total}
              perPage={ADMIN_LIST_PAGE_SIZE}
              onPage={goToPage}
            />
          </>
        )}
      </section>
    </>
  );
}

function MessageItem({ message }: { message: ContactMessage }) {
  const mark = useAdminWrite({ write: markMessage, success: (answer) => answer.message });
  const read = message.m_read === 1;
  return (
    <li
      className={`${styles.message} ${read ? '' : styles.unread}`}
      aria-label={`Message from ${message.m_name}`}
    >
      <div className={styles.top}>
        <strong>{message.m_name}</strong>
        <a href={`mailto:${message.m_email}`}>{message.m_email}</a>
        <span className={shared.muted}>{formatDateTime(message.m_created_at)}</span>
        <span className={`${shared.badge} ${read ? '' : shared.badgeWarn}`}>{read ? 'Read' : 'Unread'}</span>
      </div>
      <p className={styles.text}>{message.m_message}</p>
      <button
        type="button"
        className={`btn btn-outline ${shared.smallButton}`}
        disabled={mark.isPending}
        onClick={() => mark.mutate({ m_id: message.m_id, read: read ? 0 : 1 })}
      >
        {read ? 'Mark as unread' : 'Mark as read'}
      </button>
    </li>
  );
}
