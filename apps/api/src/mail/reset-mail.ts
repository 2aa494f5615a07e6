import type { MailMessage } from './mailer';

export const RESET_MAIL_SUBJECT = 'Reset your StartupSetu password';
export const RESET_MAIL_NOTE = 'The link works once, for one hour. If you did not ask for it, ignore this email.';

/** `<APP_URL>/reset-password?token=<token>`: the page that asks for the new password. */
export function resetLink(appUrl: string, token: string): string {
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function resetMail(to: string, link: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Someone asked to reset the password of your StartupSetu account. To choose a new password, open this link:',
    '',
    link,
    '',
    RESET_MAIL_NOTE,
    '',
    'StartupSetu',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933">
<p>Hello,</p>
<p>Someone asked to reset the password of your StartupSetu account. To choose a new password, open this link:</p>
<p><a href="${href}">Reset your password</a></p>
<p style="word-break: break-all; font-size: 0.9em">${href}</p>
<p>${escapeHtml(RESET_MAIL_NOTE)}</p>
<p>StartupSetu</p>
</body>
</html>`;
  return { to, subject: RESET_MAIL_SUBJECT, text, html, link };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
