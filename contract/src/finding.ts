// Finding products beyond `product/list` (docs/decisions/0020-search.md, 0024-notify-alerts.md): the results page's
// spelling suggestion and NOTIFY ME (`add/notify`).
import { z } from 'zod';
import { okAnswer } from './answer-fields.ts';
import { searchText } from './catalogue.ts';
import { messages } from './messages.ts';
import { idField } from './rules.ts';
import { isEmail } from './text-checks.ts';

/** `search/suggest`: for a search that found nothing, the shop's words closest to those typed. */
export const searchSuggestBody = z.object({ search: searchText }).loose();
export const searchSuggestAnswer = okAnswer(
  {
    suggestion: z.string().nullable().meta({
      description: 'The search with each unknown word replaced by the closest known one; null: none.',
    }),
  },
  messages.ok,
);

/** `add/notify`: `email` may be left out by a logged-in shopper (the account's email is used). */
export const notifyBody = z
  .object({
    p_id: idField,
    email: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z
        .string({ error: messages.contactEmailInvalid })
        .trim()
        .max(254, { error: messages.contactEmailInvalid, abort: true })
        .refine(isEmail, messages.contactEmailInvalid)
        .optional(),
    ),
  })
  .loose();
export type NotifyBody = z.infer<typeof notifyBody>;
export const notifyAnswer = okAnswer({}, messages.notifySaved);

/** `admin/product/notify-count`: how many shoppers wait for the product's mail. */
export const notifyCountBody = z.object({ p_id: idField }).loose();
export const notifyCountAnswer = okAnswer(
  { waiting: z.int().min(0).meta({ description: 'Alerts not yet mailed nor cancelled.' }) },
  messages.ok,
);
