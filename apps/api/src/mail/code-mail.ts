import type { MailMessage } from './mailer';

export const CODE_MAIL_SUBJECT = 'Your StartupSetu verification code';

/** A code that proves the address is the reader's (a work or startup-domain email, DESIGN §7.4). */
export function codeMail(to: string, code: string, purpose: string): MailMessage {
  const lines = ['Hello,', '', `Your StartupSetu code to ${purpose} is:`, '', code, '', 'It works for 30 minutes. If you did not ask for it, ignore this email.', '', 'StartupSetu'];
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933">
<p>Hello,</p>
<p>Your StartupSetu code to ${purpose.replace(/[&<>"']/g, '')} is:</p>
<p style="font-size: 1.6em; letter-spacing: 0.2em"><strong>${code}</strong></p>
<p>It works for 30 minutes. If you did not ask for it, ignore this email.</p>
<p>StartupSetu</p>
</body>
</html>`;
  return { to, subject: CODE_MAIL_SUBJECT, text: lines.join('\n'), html };
}
