// `admin/health`: how the store's upkeep stands: which database it runs on, and the last run of the
// database's upkeep (VACUUM (ANALYZE) and the GIN indexes' pending lists, docs/decisions/
// 0041-database-upkeep.md), which the embedded database has no autovacuum to do for it.
import { z } from 'zod';
import { okAnswer } from './answer-fields.ts';
import { messages } from './messages.ts';

export const healthBody = z.object({});

const isoDate = z.string().meta({ description: 'ISO 8601 date-time in UTC.' });

const upkeepRunShape = z
  .object({
    started_at: isoDate,
    finished_at: isoDate.nullable().meta({ description: 'null while it runs, or when the run broke off.' }),
    took_ms: z.int().min(0).nullable(),
    error: z.string().nullable().meta({ description: 'Why the run failed; null when it did not.' }),
  })
  .meta({ id: 'UpkeepRun' });

const healthShape = z
  .object({
    database: z.enum(['embedded', 'postgresql']),
    upkeep: upkeepRunShape.nullable().meta({ description: 'The last run; null before the first.' }),
    upkeep_every_hours: z.int().min(1).meta({ description: 'How often the upkeep runs.' }),
  })
  .meta({ id: 'Health' });

export type UpkeepRun = z.infer<typeof upkeepRunShape>;
export type Health = z.infer<typeof healthShape>;
export const healthAnswer = okAnswer({ data: healthShape }, messages.ok);
