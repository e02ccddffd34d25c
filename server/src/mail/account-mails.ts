// Mails of the account side: the password-reset code, the welcome after registration, and the code
// and notice of an email change.
import type { MailMessage } from './mailer.ts';
import { brandedHtml, brandedText, type BrandedMail } from './layout.ts';

const compose = (to: string, subject: string, mail: BrandedMail): MailMessage => ({
  to,
  subject,
  text: brandedText(mail),
  html: brandedHtml(mail),
});

/**
 * The plain-text part holds the code as `OTP: 1234` (docs/operations.md, Mail): the browser journeys
 * read it there.
 */
export function resetCodeMail(to: string, name: string, code: string, minutes: number): MailMessage {
  const mail: BrandedMail = {
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${name},`,
      `Use this code to reset your PRIME password. It works for ${minutes} minutes.`,
      `OTP: ${code}`,
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
  };
  return {
    ...compose(to, 'Your PRIME password reset code', mail),
    html: brandedHtml({ ...mail, highlight: code }),
  };
}

export function welcomeMail(to: string, name: string): MailMessage {
  return compose(to, 'Welcome to PRIME', {
    heading: `Welcome, ${name}`,
    paragraphs: [
      'Your PRIME account is ready. Log in with this email address to keep your cart, favourites, addresses and orders in one place.',
      'Our dermacosmetic care is made for Indian skin and weather.',
    ],
  });
}

/** The invitation to the staff (decision 0033): the link sets a password and opens the console. */
export function staffInviteMail(
  to: string,
  invite: { name: string; role: string; invitedBy: string; link: string; hours: number },
): MailMessage {
  return compose(to, 'You are invited to the PRIME console', {
    heading: `Hi ${invite.name}`,
    paragraphs: [
      `${invite.invitedBy} invited you to run the PRIME shop with them, as ${invite.role}.`,
      `Choose your password with the button below, or at this address. It works once, for ${invite.hours} hours.`,
      // The address on a line of its own, short enough that no mail line break splits it.
      invite.link,
      'If you did not expect this mail, ignore it: nothing happens until the link is used.',
    ],
    actions: [{ label: 'Accept the invitation', href: invite.link }],
  });
}

/** A code to make an address the account's email (`change`), or to prove the account's own (`proof`). */
export type EmailCodePurpose = 'change' | 'proof';

const CODE_USES: Record<EmailCodePurpose, { heading: string; use: string }> = {
  change: { heading: 'Confirm your new email', use: "make this address your PRIME account's email" },
  proof: {
    heading: 'Confirm your email',
    use: 'confirm this address is yours: the orders you placed with it as a guest then show in your account',
  },
};

/** The code that proves an account email is read by the account's owner (`OTP: 1234`, as a reset's). */
export function emailCodeMail(
  to: string,
  name: string,
  code: string,
  minutes: number,
  purpose: EmailCodePurpose = 'change',
): MailMessage {
  const mail: BrandedMail = {
    heading: CODE_USES[purpose].heading,
    paragraphs: [
      `Hi ${name},`,
      `Use this code to ${CODE_USES[purpose].use}. It works for ${minutes} minutes.`,
      `OTP: ${code}`,
      'If you did not ask for it, ignore this mail: nothing changes.',
    ],
  };
  return {
    ...compose(to, 'Your PRIME email confirmation code', mail),
    html: brandedHtml({ ...mail, highlight: code }),
  };
}

/** Sent to the old address once the account's email has changed. */
export function emailChangedMail(to: string, name: string, newEmail: string): MailMessage {
  return compose(to, 'Your PRIME account email was changed', {
    heading: 'Your email was changed',
    paragraphs: [
      `Hi ${name},`,
      `Your PRIME account now uses ${newEmail}. Log in and get your mails there from now on.`,
      'If you did not make this change, write to us at once from the contact page.',
    ],
  });
}
