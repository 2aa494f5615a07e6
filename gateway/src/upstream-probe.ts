import { connect } from 'node:net';

/**
 * Opens a TCP connection to an upstream and closes it at once: resolves when something listens
 * there, rejects with the connection's error (ECONNREFUSED, or ETIMEDOUT after `timeoutMs`) when not.
 */
export function probeUpstream(upstream: string, timeoutMs: number): Promise<void> {
  const url = new URL(upstream);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy(Object.assign(new Error(`no connection to ${url.host} within ${timeoutMs} ms`), { code: 'ETIMEDOUT' }));
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}
