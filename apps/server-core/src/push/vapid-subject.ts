import { isIP } from 'node:net';

// A push service may refuse a VAPID subject (RFC 8292) it cannot reach: Apple's answers 403
// BadJwtToken for one on localhost. Scaled mode is a real deployment, so it refuses such a subject
// at start (push-settings.ts) rather than every push failing later.

/** Names only a machine or a network of one's own, never a public one (RFC 2606, 6761, 6762). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'test', 'example', 'invalid', 'internal', 'home.arpa'];

/** The host a mailto: or https: subject names, lowercased; undefined when it names none. */
export function subjectHost(subject: string): string | undefined {
  if (subject.startsWith('mailto:')) {
    const [address = ''] = subject.slice('mailto:'.length).split(/[?,]/);
    const at = address.lastIndexOf('@');
    return at < 0 ? undefined : normalHost(address.slice(at + 1));
  }
  return URL.canParse(subject) ? normalHost(new URL(subject).hostname) : undefined;
}

/** True when `host` names this machine, an address of no one, or a name no public DNS answers. */
export function isLocalHost(host: string): boolean {
  const name = normalHost(host);
  if (isIP(name) === 4) return name.startsWith('127.') || name === '0.0.0.0';
  if (isIP(name) === 6) return name === '::1' || name === '::';
  // A name of one label (`ops@server`) is resolved on the local network only.
  if (!name.includes('.')) return true;
  return LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

function normalHost(host: string): string {
  let name = host;
  try {
    name = decodeURIComponent(host);
  } catch {
    // Not percent-encoded after all: read as written.
  }
  return name.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}
