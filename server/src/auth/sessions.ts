// Login sessions: the client holds a random 256-bit token; the database keeps only its SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session for the user and answers its token, which is shown to nobody else. */
export async function createSession(db: Db | Tx, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
  });
  return token;
}

export interface SessionUser {
  sessionId: number;
  id: number;
  role: string;
  name: string;
  email: string;
}

/**
 * The user behind a token that is known, unexpired and not revoked, of an account not disabled; else
 * undefined. Read from the database at every request, so a removed member's token and a changed role
 * hold on every process from the next request.
 */
export async function findSessionUser(db: Db | Tx, token: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, id: users.id, role: users.role, name: users.name, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.disabledAt),
      ),
    );
  return row;
}

export async function revokeSession(db: Db | Tx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user (password change). */
export async function revokeUserSessions(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
