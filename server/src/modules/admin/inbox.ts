// The contact-form inbox: messages sent from the footer form, newest first, each marked read or unread.
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminMessageListBody,
  type AdminMessageReadBody,
  type ContactMessage,
} from '@prime/contract';
import type { AuthUser } from '../../auth/request-user.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { exactCount, readPage } from '../../db/paged.ts';
import { contactMessages } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { adminWrite } from './admin-write.ts';

type MessageRow = typeof contactMessages.$inferSelect;

const toMessage = (row: MessageRow): ContactMessage => ({
  m_id: row.id,
  m_name: row.name,
  m_email: row.email,
  m_message: row.message,
  m_created_at: row.createdAt.toISOString(),
  m_read: row.readAt === null ? 0 : 1,
});

export async function listMessages(
  db: Db,
  body: AdminMessageListBody,
): Promise<{ list: ContactMessage[]; total: number; unread: number }> {
  const conditions: SQL[] = [];
  if (body.unread === 1) conditions.push(isNull(contactMessages.readAt));
  if (body.unread === 0) conditions.push(isNotNull(contactMessages.readAt));
  const where = and(...conditions);
  const [page, unread] = await Promise.all([
    readPage(db, {
      rows: db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
      table: contactMessages,
      where,
      page: body.page,
      perPage: ADMIN_LIST_PAGE_SIZE,
      shape: (rows) => rows.map(toMessage),
    }),
    exactCount(db, contactMessages, isNull(contactMessages.readAt)),
  ]);
  return { ...page, unread };
}

/** Marks the message read (the first time keeps its moment) or unread again. */
export async function markMessage(
  ctx: AppContext,
  admin: AuthUser,
  body: AdminMessageReadBody,
): Promise<ContactMessage> {
  return adminWrite(
    ctx,
    async (tx) => {
      const [row] = await tx
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, body.m_id))
        .for('update');
      if (!row) throw notFound();
      const readAt = body.read === 1 ? (row.readAt ?? new Date()) : null;
      const [saved] = await tx
        .update(contactMessages)
        .set({ readAt })
        .where(eq(contactMessages.id, body.m_id))
        .returning();
      const after = toMessage(saved!);
      await recordAudit(tx, {
        actor: admin,
        action: 'message.read',
        target: `message:${row.id}`,
        before: toMessage(row),
        after,
      });
      return after;
    },
    { shownOnStorefront: false },
  );
}
