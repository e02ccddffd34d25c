import { adminMessages, type ContactMessage } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { ok, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import MessagesScreen from './messages-screen.tsx';

const message: ContactMessage = {
  m_id: 4,
  m_name: 'Priya',
  m_email: 'priya@example.in',
  m_message: 'Is the sunscreen safe\nfor children?',
  m_created_at: '2025-01-15T04:30:00.000Z',
  m_read: 0,
};

describe('the contact inbox', () => {
  it('counts unread messages and marks one read', async () => {
    let read: 0 | 1 = 0;
    const api = mockApi({
      'admin/message/list': () => ok({ list: [{ ...message, m_read: read }], total: 1, unread: 1 - read })(),
      'admin/message/read': (body) => {
        read = (body as { read: 0 | 1 }).read;
        return ok({ data: { ...message, m_read: read } }, adminMessages.messageMarked)();
      },
    });
    signIn('admin');
    const { user } = renderScreen(<MessagesScreen />, { url: '/admin/messages', path: '/admin/messages' });
    const item = await screen.findByRole('listitem', { name: 'Message from Priya' });
    expect(screen.getByText('1 unread message')).toBeInTheDocument();
    expect(item).toHaveTextContent('Unread');
    expect(within(item).getByRole('link', { name: 'priya@example.in' })).toHaveAttribute(
      'href',
      'mailto:priya@example.in',
    );
    await user.click(within(item).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText(adminMessages.messageMarked)).toBeInTheDocument();
    expect(await screen.findByText('Every message is read.')).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Mark as unread' })).toBeEnabled());
    expect(api.bodiesOf('admin/message/read')).toEqual([{ m_id: 4, read: 1 }]);
  });

  it('shows only unread messages when asked', async () => {
    const api = mockApi({ 'admin/message/list': ok({ list: [], total: 0, unread: 0 }) });
    signIn('admin');
    const { user } = renderScreen(<MessagesScreen />, { url: '/admin/messages', path: '/admin/messages' });
    await screen.findByText('No messages here.');
    await user.selectOptions(screen.getByLabelText('Messages to show'), 'Unread');
    await user.click(screen.getByRole('button', { name: 'Show messages' }));
    await waitFor(() => expect(api.bodiesOf('admin/message/list').at(-1)).toEqual({ page: 1, unread: 1 }));
  });
});
