import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, DEFAULT_MAX_UPGRADES_PER_ADDRESS } from '@startupsetu/server-core/config';

/** Counts what each address holds open; `take` refuses (undefined) at the cap, else gives the release. */
export class AddressCounter {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  take(address: string): (() => void) | undefined {
    const held = this.open.get(address) ?? 0;
    if (this.max > 0 && held >= this.max) return undefined;
    this.open.set(address, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }

  held(address: string): number {
    return this.open.get(address) ?? 0;
  }
}

export function tooManyBody(what: 'connections' | 'websocket connections', max: number) {
  return {
    success: false as const,
    message: `Too many open ${what} from your address (the limit is ${max}). Close some and try again.`,
    error: 'Too Many Requests',
  };
}

/**
 * Caps the TCP connections one address holds open on the server: one over the cap is answered
 * 429 JSON and closed before any request on it is read.
 */
export function capConnectionsPerAddress(server: Server, max: number): AddressCounter {
  const counter = new AddressCounter(max);
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const release = counter.take(address);
    if (release) {
      socket.once('close', release);
      return;
    }
    const body = JSON.stringify(tooManyBody('connections', max));
    socket.on('error', () => {});
    socket.end(
      `HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    socket.destroySoon();
  });
  return counter;
}
