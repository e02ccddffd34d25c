// Bodies of the content lists and the footer message form (their answers' shapes and types: call-shapes.ts).
import { z } from 'zod';
import { messages } from './messages.ts';
import { trimmedText } from './rules.ts';
import { isEmail } from './text-checks.ts';

export const contactMessageBody = z.object({
  name: trimmedText(messages.contactNameRequired, 100),
  email: z
    .string({ error: messages.contactEmailInvalid })
    .trim()
    .max(254, { error: messages.contactEmailInvalid, abort: true })
    .refine(isEmail, messages.contactEmailInvalid),
  message: trimmedText(messages.contactMessageRequired, 5000),
});
export type ContactMessageBody = z.infer<typeof contactMessageBody>;
