// Migration 0017 writes the states typed freely before the list as India's list writes them
// (contract/src/gst.ts), and leaves the ones it cannot match for checkout to ask again.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INDIAN_STATES } from '@prime/contract';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import * as t from './schema.ts';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/0017_listed-states.sql');
const statements = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint');

describe('migration 0017', () => {
  it('lists every state of contract/src/gst.ts', () => {
    for (const state of INDIAN_STATES) expect(statements[1]).toContain(`'${state.name}')`);
  });

  it('writes matching states as listed and leaves the others as typed', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      const [user] = await db
        .insert(t.users)
        .values({ name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210', passwordHash: 'x' })
        .returning({ id: t.users.id });
      const typed = [
        ' maharashtra ',
        'TAMIL  NADU',
        'Orissa',
        'pondicherry',
        'Jammu & Kashmir',
        'Karnataka',
        'Bombay',
      ];
      await db.insert(t.addresses).values(
        typed.map((state) => ({
          userId: user!.id,
          heading: 'Home',
          address: '1 Road',
          district: 'Somewhere',
          state,
          pincode: '400001',
        })),
      );
      for (const statement of statements) await db.execute(sql.raw(statement));
      const rows = await db
        .select({ state: t.addresses.state })
        .from(t.addresses)
        .orderBy(asc(t.addresses.id));
      expect(rows.map((row) => row.state)).toEqual([
        'Maharashtra',
        'Tamil Nadu',
        'Odisha',
        'Puducherry',
        'Jammu and Kashmir',
        'Karnataka',
        'Bombay',
      ]);
    } finally {
      await database.close();
    }
  });
});
