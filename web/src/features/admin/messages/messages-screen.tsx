// /admin/messages: what shoppers sent through the contact form, newest first; each is marked read or
// unread, so the team sees what still needs an answer.
import { ADMIN_LIST_PAGE_SIZE, type ContactMessage } from '@prime/contract';
import pageStyles from '../../../ui/page-panel.module.css';
import { markMessage } from '../api/mark-message.ts';
import { useMessages } from '../api/get-messages.ts';
import { Select } from '../shared/form-controls.tsx';
import { FilterForm, PagedList } from '../shared/list-screen.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { useListFilters } from '../shared/use-list-filters.ts';
import shared from '../shared/admin.module.css';
import { formatDateTime } from '../shared/words.ts';
import styles from './messages.module.css';

const FILTERS = ['unread'] as const;

const READ_CHOICES = [
  { value: '', label: 'All messages' },
  { value: '1', label: 'Unread' },
  { value: '0', label: 'Read' },
];

export default function MessagesScreen() {
  const filters = useListFilters(FILTERS);
  const { unread } = filters.values;
  const messages = useMessages({
    page: filters.page,
    ...(unread === '1' || unread === '0' ? { unread: Number(unread) as 0 | 1 } : {}),
  });

  return (
    <>
      <ScreenHead title="Messages" />
      <FilterForm label="Filter messages" submit="Show messages" onSubmit={filters.submit}>
        <Select label="Messages to show" options={READ_CHOICES} {...filters.field('unread')} />
      </FilterForm>
      <PagedList
        label="Inbox"
        query={messages}
        loading="Loading messages…"
        empty="No messages here."
        before={<UnreadCount unread={messages.data?.unread} />}
        pager={{ label: 'Message pages', perPage: ADMIN_LIST_PAGE_SIZE }}
        at={filters}
      >
        {(list) => (
          <ul className={pageStyles.list}>
            {list.map((message) => (
              <MessageItem key={message.m_id} message={message} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

function UnreadCount({ unread }: { unread: number | undefined }) {
  if (unread === undefined) return null;
  return (
    <p className={shared.muted} aria-live="polite">
      {unread === 0 ? 'Every message is read.' : `${unread} unread ${unread === 1 ? 'message' : 'messages'}`}
    </p>
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
