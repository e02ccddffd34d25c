// The answers of the console's stock calls (`admin/stock/…`) as zod schemas, for the OpenAPI reference,
// each answer's type inferred from its shape (decision 0039).
import { z } from 'zod';
import { countShape as count, idShape as id, okAnswer } from './answer-fields.ts';
import { messages } from './messages.ts';
import { stockMessages } from './stock.ts';

const month = z.string().meta({ description: 'A month, YYYY-MM.' });

export const lotShape = z
  .object({
    lot_id: id,
    pp_id: id,
    batch_no: z
      .string()
      .meta({ description: 'Capitals, digits, - and /; `UNRECORDED` when never recorded.' }),
    mfg: month,
    expiry: month,
    received: count.meta({ description: 'Units received into the lot.' }),
    remaining: count.meta({ description: 'Units left in it.' }),
    sellable: z.boolean().meta({
      description:
        'False once its expiry month ends less than `min_shelf_life_days` after today: never sold.',
    }),
    p_id: id,
    p_productname: z.string(),
    pp_packet_size: z.int().positive(),
  })
  .meta({ id: 'Lot' });
export type Lot = z.infer<typeof lotShape>;

const recallLineShape = z
  .object({
    od_id: id,
    op_id: id,
    p_id: id,
    p_productname: z.string(),
    op_packet_size: z.int().positive(),
    quantity: z.int().positive().meta({ description: 'Units of the batch the line took.' }),
    user_name: z.string(),
    user_email: z.string(),
    user_mobile_no: z.string(),
    op_delivery_status: z.string(),
    od_created_at: z.string().meta({ description: 'ISO 8601 date-time in UTC.' }),
  })
  .meta({ id: 'RecallLine' });
export type RecallLine = z.infer<typeof recallLineShape>;

/** `admin/stock/receive`'s body as the reference shows it (the server checks it with `stockReceiveBody`). */
export const stockReceiveRequest = z.object({
  pp_id: z.union([id, z.string()]).meta({ description: 'The pack size.' }),
  batch_no: z.string().meta({ description: '1–30 of A–Z 0–9 - / (any case, stored in capitals).' }),
  mfg: month.meta({ description: 'The month of manufacture, YYYY-MM.' }),
  expiry: month.meta({ description: 'The expiry month, YYYY-MM, after `mfg`.' }),
  quantity: z.union([id, z.string()]).meta({ description: 'Units received, 1–100,000.' }),
});

export const stockReceiveAnswer = okAnswer({ lot_id: id, data: lotShape }, stockMessages.received);
export const stockAdjustAnswer = okAnswer({ data: lotShape }, stockMessages.adjusted);
export const stockLotsAnswer = okAnswer({ list: z.array(lotShape) }, messages.ok);
export const stockBatchAnswer = okAnswer({ list: z.array(recallLineShape) }, messages.ok);
