import { linkMail } from './link-mail';
import type { MailMessage } from './mailer';

export const RESET_MAIL_SUBJECT = 'Reset your StartupSetu password';
export const RESET_MAIL_NOTE = 'The link works once, for one hour. If you did not ask for it, ignore this email.';

/** `<APP_URL>/reset-password?token=<token>`: the page that asks for the new password. */
export function resetLink(appUrl: string, token: string): string {
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function resetMail(to: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: RESET_MAIL_SUBJECT,
    lead: 'Someone asked to reset the password of your StartupSetu account. To choose a new password, open this link:',
    label: 'Reset your password',
    link,
    note: RESET_MAIL_NOTE,
  });
}
