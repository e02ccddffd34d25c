// An account made by mobile has no email yet, while every order needs one for its mails: checkout asks
// for it (the profile keeps one for next time).
import { isEmail, messages } from '@prime/contract';
import type { Session } from '../../../lib/session.ts';
import { TextField } from '../../../ui/text-field.tsx';

export const ORDER_EMAIL_LABEL = 'Email for order updates';

/** The account with the email typed at checkout when it has none of its own. */
export const withOrderEmail = (account: Session, typed: string): Session =>
  account.email ? account : { ...account, email: typed.trim() };

export function OrderEmailField({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  const shown = value.trim() !== '' && !isEmail(value.trim()) ? messages.enterValidEmail : undefined;
  return (
    <TextField
      label={ORDER_EMAIL_LABEL}
      type="email"
      autoComplete="email"
      error={shown}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
