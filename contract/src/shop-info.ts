// `shop/info` (decision 0029): the one source of every place that names the seller (the footer, the
// privacy page, the grievance page; the invoices print the same SELLER_* settings): its legal name,
// address and GSTIN, consumer care and the grievance officer, from the shop's settings.
import { z } from 'zod';
import { okAnswer } from './answer-fields.ts';
import { messages } from './messages.ts';

const shopInfoShape = z
  .object({
    seller_name: z.string().meta({ description: 'The legal name, as on tax invoices (SELLER_NAME).' }),
    seller_address: z.string().meta({ description: 'As on tax invoices (SELLER_ADDRESS).' }),
    seller_gstin: z.string().meta({ description: 'As on tax invoices (SELLER_GSTIN).' }),
    care_phone: z.string().nullable(),
    care_email: z.string().nullable(),
    grievance_officer: z.object({
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  })
  .meta({ id: 'ShopInfo' });
export type ShopInfo = z.infer<typeof shopInfoShape>;

export const shopInfoAnswer = okAnswer({ data: shopInfoShape }, messages.ok);
