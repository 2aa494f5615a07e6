import { linkMail } from './link-mail';
import type { MailMessage } from './mailer';

export const PROOF_MAIL_SUBJECT = 'Confirm your email for StartupSetu';
export const PROOF_MAIL_NOTE = 'The link works once, for 48 hours. If you did not sign up for StartupSetu, ignore this email.';

/** `<APP_URL>/verify-email?token=<token>`: the page that proves the address (DESIGN §7.4). */
export function proofLink(appUrl: string, token: string): string {
  return `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

/** The link for a new account's address, or for the new address of a changed email. */
export function proofMail(to: string, link: string, change: boolean): MailMessage {
  return linkMail({
    to,
    subject: PROOF_MAIL_SUBJECT,
    lead: change
      ? 'You asked to change the email of your StartupSetu account to this address. To confirm it, open this link:'
      : 'Welcome to StartupSetu. To confirm that this email is yours, open this link:',
    label: 'Confirm your email',
    link,
    note: PROOF_MAIL_NOTE,
  });
}
