import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

// The embedded default's mail (no SMTP_URL): each message an .eml file under DATA_DIR/mail, as the
// api's file mailer writes them. A test reads the link a person would follow from there.

/**
 * The link of the newest mail to `to` under `mailDir` whose link contains `linkPart` (e.g.
 * '/verify-email?token='), waiting up to `timeoutMs` for it to be written.
 */
export function mailedLink(mailDir: string, to: string, linkPart: string, timeoutMs = 10_000): Promise<string> {
  const linkIn = (text: string) => text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(linkPart));
  return newestMailWith(mailDir, to, linkIn, `a link to ${linkPart}`, timeoutMs);
}

/** The code (a line of six digits) of the newest mail to `to` under `mailDir` that has one. */
export function mailedCode(mailDir: string, to: string, timeoutMs = 10_000): Promise<string> {
  return newestMailWith(mailDir, to, (text) => /^\s*(\d{6})\s*$/m.exec(text)?.[1], 'a code', timeoutMs);
}

async function newestMailWith(mailDir: string, to: string, find: (text: string) => string | undefined, what: string, timeoutMs: number): Promise<string> {
  const wanted = to.trim().toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
    for (const name of names) {
      const raw = await readFile(path.join(mailDir, name), 'utf8');
      // Cheap first look (the address is in the To header as written); the parser reads the rest.
      if (!raw.toLowerCase().includes(wanted)) continue;
      const mail = await simpleParser(raw);
      const recipients = [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => (entry.address ?? '').toLowerCase()));
      const found = find(mail.text ?? '');
      if (recipients.includes(wanted) && found) return found;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with ${what} in ${mailDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of a mailed link (its `token` query parameter). */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
