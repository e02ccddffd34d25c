// Cash on delivery's answers as zod schemas, for the OpenAPI reference (`/prime/openapi.json`), each
// answer's type inferred from its shape (decision 0039). `codOrderShapeFields` are the Order's own fields
// of confirmation and failed deliveries (admin-shapes.ts spreads them into the Order).
import { z } from 'zod';
import { countShape as count, isoDateShape as isoDate, okAnswer } from './answer-fields.ts';
import { DELIVERY_CHOICES, DELIVERY_FAILED_REASONS } from './cod.ts';
import { messages } from './messages.ts';

const deliveryChoiceShape = z
  .object({
    choice: z.enum(DELIVERY_CHOICES),
    date: z.string().nullable().meta({ description: 'The next attempt’s day, `YYYY-MM-DD` India time.' }),
    phone: z.string().nullable().meta({ description: 'A new phone for the courier, or null.' }),
    landmark: z.string().nullable().meta({ description: 'A landmark to find the address, or null.' }),
    at: isoDate,
  })
  .meta({ id: 'DeliveryChoice' });
export type DeliveryChoice = z.infer<typeof deliveryChoiceShape>;

export const codOrderShapeFields = {
  od_confirm_by: isoDate.nullable().meta({
    description: 'While the order is `Awaiting confirmation`: when it is cancelled if still unconfirmed.',
  }),
  od_delivery_attempts: count.meta({ description: 'Failed delivery attempts so far.' }),
  od_delivery_failed_reason: z
    .enum(DELIVERY_FAILED_REASONS)
    .nullable()
    .meta({ description: 'Why the last attempt failed; null before any.' }),
  od_delivery_choice: deliveryChoiceShape
    .nullable()
    .meta({ description: 'The shopper’s choice after the last failed attempt; null until they choose.' }),
};
export type CodOrderFields = z.infer<z.ZodObject<typeof codOrderShapeFields>>;

const counts = { shipped: count, returned: count };
const rtoSummaryShape = z
  .object({
    days: count,
    ...counts,
    rate: z
      .number()
      .min(0)
      .max(1)
      .meta({ description: 'returned ÷ shipped, 4 decimals; 0 when none shipped.' }),
    by_pincode: z.array(z.object({ pincode: z.string(), ...counts })),
    by_payment: z.array(z.object({ method: z.string(), ...counts })),
  })
  .meta({ id: 'RtoSummary' });
/** `admin/rto/summary`'s `data`: `rate` is returned ÷ shipped (0 to 1, 4 decimals; 0 when none shipped). */
export type RtoSummary = z.infer<typeof rtoSummaryShape>;
/** Orders shipped and returned to the shop, for one pincode or payment method. */
export type RtoCounts = Pick<RtoSummary, 'shipped' | 'returned'>;

export const rtoSummaryAnswer = okAnswer({ data: rtoSummaryShape }, messages.ok);
