// The admin account of ADMIN_EMAIL / ADMIN_PASSWORD (docs/settings.md, Admin account), made sure of
// at every start.
import { eq } from 'drizzle-orm';
import { normalizeEmail } from '@prime/contract';
import { createPasswordHasher, type PasswordHasher } from '../../auth/passwords.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HAS_EMAIL, users } from '../../db/schema.ts';

/**
 * Creates the admin, or gives the existing account role `admin` and the configured password. The hash
 * is only rewritten (and the old sessions ended) when the password really changed, so a restart does
 * not log the admin out.
 */
export async function ensureAdminAccount(
  db: Db,
  config: Pick<Config, 'admin'>,
  passwords: PasswordHasher = createPasswordHasher(),
): Promise<void> {
  if (!config.admin) return;
  const email = normalizeEmail(config.admin.email);
  const { password } = config.admin;
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (!existing) {
    const passwordHash = await passwords.hash(password);
    const [created] = await db
      .insert(users)
      .values({ name: 'Admin', email, passwordHash, role: 'admin' })
      .onConflictDoNothing({ target: users.email, where: HAS_EMAIL })
      .returning({ id: users.id });
    // Otherwise another process starting on the same database created it first: check it as it is now.
    if (!created) await ensureAdminAccount(db, config, passwords);
    return;
  }
  const samePassword = await passwords.verify(password, existing.passwordHash);
  if (samePassword && existing.role === 'admin' && !existing.disabledAt) return;
  const passwordHash = samePassword ? undefined : await passwords.hash(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        role: 'admin',
        disabledAt: null,
        updatedAt: new Date(),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(users.id, existing.id));
    if (!samePassword) await revokeUserSessions(tx, existing.id);
  });
}
