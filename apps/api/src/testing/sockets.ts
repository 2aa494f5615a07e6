import { io as connect, type Socket } from 'socket.io-client';

/** Socket.io clients of one test file; `closeAll` in afterEach/afterAll. */
export function socketPool(baseUrl: () => string) {
  const sockets: Socket[] = [];
  return {
    /** A websocket-only client signed in with `token`, once connected. */
    async open(token: string): Promise<Socket> {
      const socket = connect(baseUrl(), {
        path: '/socket.io',
        auth: { token },
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
