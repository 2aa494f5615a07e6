import type { MailMessage } from './mailer';

/** A mail whose point is one link: what it is for, the link (as a button and written out), and a note. */
export function linkMail({ to, subject, lead, label, link, note }: { to: string; subject: string; lead: string; label: string; link: string; note: string }): MailMessage {
  const text = ['Hello,', '', lead, '', link, '', note, '', 'StartupSetu'].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933">
<p>Hello,</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${href}">${escapeHtml(label)}</a></p>
<p style="word-break: break-all; font-size: 0.9em">${href}</p>
<p>${escapeHtml(note)}</p>
<p>StartupSetu</p>
</body>
</html>`;
  return { to, subject, text, html, link };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
