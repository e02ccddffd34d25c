// Cash on delivery's answers as zod schemas, for the OpenAPI reference (`/prime/openapi.json`), held to
// the interfaces of cod.ts like call-shapes.ts. `codOrderShapeFields` are the Order's own fields of
// confirmation and failed deliveries (admin-shapes.ts spreads them into the Order).
import { z } from 'zod';
import {
  DELIVERY_CHOICES,
  DELIVERY_FAILED_REASONS,
  type CodOrderFields,
  type DeliveryChoice,
  type RtoSummary,
} from './cod.ts';
import { okAnswer } from './call-shapes.ts';
import { messages } from './messages.ts';

function sameShape<A, B>(_same: [A] extends [B] ? ([B] extends [A] ? true : never) : never): void {}

const count = z.int().min(0);
const isoDate = z.string().meta({ description: 'ISO 8601 date-time in UTC.' });

const deliveryChoiceShape = z
  .object({
    choice: z.enum(DELIVERY_CHOICES),
    date: z.string().nullable().meta({ description: 'The next attempt’s day, `YYYY-MM-DD` India time.' }),
    phone: z.string().nullable().meta({ description: 'A new phone for the courier, or null.' }),
    landmark: z.string().nullable().meta({ description: 'A landmark to find the address, or null.' }),
    at: isoDate,
  })
  .meta({ id: 'DeliveryChoice' });
sameShape<z.infer<typeof deliveryChoiceShape>, DeliveryChoice>(true);

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
sameShape<z.infer<z.ZodObject<typeof codOrderShapeFields>>, CodOrderFields>(true);

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
sameShape<z.infer<typeof rtoSummaryShape>, RtoSummary>(true);

export const rtoSummaryAnswer = okAnswer({ data: rtoSummaryShape }, messages.ok);
