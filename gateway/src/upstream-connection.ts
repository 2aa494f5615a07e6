import { connect, type Socket } from 'node:net';

/**
 * Opens a TCP connection to an upstream: resolves with the connected socket, rejects with the
 * connection's error (ECONNREFUSED, or ETIMEDOUT after `timeoutMs`) when nothing listens there.
 */
export function connectUpstream(upstream: string, timeoutMs: number): Promise<Socket> {
  const url = new URL(upstream);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy(Object.assign(new Error(`no connection to ${url.host} within ${timeoutMs} ms`), { code: 'ETIMEDOUT' }));
    });
    socket.once('connect', () => {
      socket.setTimeout(0);
      socket.removeListener('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}
