import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/**
 * Signs a socket.io client in as the web's does: the token in the handshake's query (without one
 * the server opens no session) and again in the CONNECT packet.
 */
export function signedIn(token: string): { query: { token: string }; auth: { token: string } } {
  return { query: { token }, auth: { token } };
}

/** Socket.io clients of one test file; `closeAll` in afterEach/afterAll. */
export function socketPool(baseUrl: () => string) {
  const sockets: Socket[] = [];
  return {
    /** A websocket-only client signed in with `token`, once connected. */
    async open(token: string): Promise<Socket> {
      const socket = connect(baseUrl(), {
        path: '/socket.io',
        ...signedIn(token),
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    /** A client with `options` (e.g. long-polling, a forwarded address, the token in the handshake), as connected or refused. */
    async attempt(options: Partial<ManagerOptions & SocketOptions>): Promise<{ socket: Socket; error?: Error }> {
      const socket = connect(baseUrl(), { path: '/socket.io', reconnection: false, forceNew: true, ...options });
      sockets.push(socket);
      const error = await new Promise<Error | undefined>((resolve) => {
        socket.once('connect', () => resolve(undefined));
        socket.once('connect_error', resolve);
      });
      return { socket, error };
    },
    closeAll() {
      for (const socket of sockets.splice(0)) socket.disconnect();
    },
  };
}

/** Everything `socket` receives as `event`, in order. */
export function collect(socket: Socket, event: string): unknown[] {
  const received: unknown[] = [];
  socket.on(event, (payload: unknown) => received.push(payload));
  return received;
}

/** The next `event` the socket receives. */
export function nextEvent(socket: Socket, event: string): Promise<any> {
  return new Promise((resolve) => socket.once(event, (payload: unknown) => resolve(payload)));
}

/**
 * A bare engine.io handshake over long-polling, as any HTTP client can send it (with `token` in its
 * query, if given): its status, body and, when a session was opened, the session's id.
 */
export async function pollingHandshake(
  baseUrl: string,
  { headers = {}, query = '', token }: { headers?: Record<string, string>; query?: string; token?: string } = {},
): Promise<{ status: number; body: string; sid?: string }> {
  const withToken = token === undefined ? query : `${query}&token=${encodeURIComponent(token)}`;
  const response = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling${withToken}`, { headers });
  const body = await response.text();
  const sid = response.status === 200 ? (JSON.parse(body.slice(1)) as { sid: string }).sid : undefined;
  return { status: response.status, body, sid };
}
