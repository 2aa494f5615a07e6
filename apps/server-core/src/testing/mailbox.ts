import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The sender's address and display name. */
  from: string;
  fromName: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The first http(s) link of the plain-text part. */
  link?: string;
}

export interface Mailbox {
  /** The SMTP_URL to give a service: plain SMTP on loopback. */
  url: string;
  messages: ReceivedMail[];
  /** The next message to `to` not yet taken (waits for it), oldest first. */
  take(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server (the smtp-server package) on a loopback port that keeps what it receives. */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((entry) => (entry.address ?? '').toLowerCase()));
          messages.push({
            from: parsed.from?.value[0]?.address ?? '',
            fromName: parsed.from?.value[0]?.name ?? '',
            to,
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            link: text.match(/https?:\/\/\S+/)?.[0],
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;

  function find(to: string): ReceivedMail | undefined {
    const wanted = to.trim().toLowerCase();
    return messages.find((message) => !taken.has(message) && message.to.includes(wanted));
  }

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    async take(to, timeoutMs = 15_000) {
      const found =
        find(to) ??
        (await new Promise<ReceivedMail>((resolve, reject) => {
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error(`no mail to ${to} arrived within ${timeoutMs} ms`));
          }, timeoutMs);
          function check() {
            const message = find(to);
            if (!message) return;
            clearTimeout(timer);
            waiters.delete(check);
            resolve(message);
          }
          waiters.add(check);
        }));
      taken.add(found);
      return found;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
