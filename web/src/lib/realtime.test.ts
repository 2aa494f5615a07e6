import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { onEveryConnect, openSocket } from './realtime';

// A stand-in for socket.io's client socket: the test plays the server's side by emitting its events.
class FakeSocket extends EventEmitter {
  connected = false;
  /** socket.io's `active`: false after a handshake the server refused. */
  active = true;
  /** socket.io's Manager: 'open' when an engine.io session opens. */
  io = new EventEmitter();
  connectCalls = 0;
  disconnectCalls = 0;
  connect() {
    this.connectCalls += 1;
    return this;
  }
  disconnect() {
    this.disconnectCalls += 1;
    return this;
  }
}

const sockets: FakeSocket[] = [];
vi.mock('./socket', () => ({
  connectSocket: async () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

describe('the session socket', () => {
  // The page's wait for the gateway to report the api up, played by the test.
  let apiUp: () => void = () => {};
  let stoppedWhileWaiting: () => boolean = () => false;
  const whenApiUp = (stopped: () => boolean) =>
    new Promise<void>((resolve) => {
      stoppedWhileWaiting = stopped;
      apiUp = resolve;
    });

  // The server's answer to "does the session live?", played by the test.
  let live = true;
  const sessionIsLive = vi.fn(async () => live);

  afterEach(() => {
    sockets.length = 0;
    live = true;
    sessionIsLive.mockClear();
  });

  async function open() {
    const session = await openSocket('token', whenApiUp, sessionIsLive);
    return { session, fake: sockets.at(-1)! };
  }

  it('calls an every-connect handler on each connect, the first included, until it unsubscribes', async () => {
    const { fake } = await open();
    const handler = vi.fn();
    const stop = onEveryConnect(fake as unknown as Socket, handler);
    expect(handler).not.toHaveBeenCalled();
    fake.emit('connect');
    fake.emit('disconnect', 'transport close');
    fake.emit('connect');
    expect(handler).toHaveBeenCalledTimes(2);
    stop();
    fake.emit('connect');
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('calls an every-connect handler at once when the socket is already connected', async () => {
    const { fake } = await open();
    fake.connected = true;
    const handler = vi.fn();
    onEveryConnect(fake as unknown as Socket, handler);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('knows when its current engine.io session opened, and that none is open after a disconnect', async () => {
    const { session, fake } = await open();
    expect(session.sessionOpenedAt()).toBe(0);
    const before = Date.now();
    fake.io.emit('open');
    fake.emit('connect');
    expect(session.sessionOpenedAt()).toBeGreaterThanOrEqual(before);
    fake.emit('disconnect', 'transport close');
    expect(session.sessionOpenedAt()).toBe(0);
  });

  it('connects again after the server disconnected it (socket.io would not), once the api is up', async () => {
    const { fake } = await open();
    fake.emit('connect');
    fake.emit('disconnect', 'io server disconnect');
    await Promise.resolve();
    expect(fake.connectCalls).toBe(0);
    apiUp();
    await vi.waitFor(() => expect(fake.connectCalls).toBe(1));
  });

  it('leaves the other disconnects to socket.io', async () => {
    const { fake } = await open();
    fake.emit('connect');
    fake.emit('disconnect', 'transport close');
    apiUp();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.connectCalls).toBe(0);
  });

  it('stays closed once closed, and tells the wait it is no longer needed', async () => {
    const { session, fake } = await open();
    fake.emit('connect');
    fake.emit('disconnect', 'io server disconnect');
    expect(stoppedWhileWaiting()).toBe(false);
    session.close();
    expect(stoppedWhileWaiting()).toBe(true);
    apiUp();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.connectCalls).toBe(0);
    expect(fake.disconnectCalls).toBe(1);
  });

  it('stays closed when the server disconnected it because the session ended', async () => {
    const { fake } = await open();
    live = false;
    fake.emit('connect');
    fake.emit('disconnect', 'io server disconnect');
    apiUp();
    await vi.waitFor(() => expect(fake.disconnectCalls).toBe(1));
    expect(sessionIsLive).toHaveBeenCalledTimes(1);
    expect(fake.connectCalls).toBe(0);
  });

  it('asks whether the session lives when the server refuses the handshake, and stays closed when it does not', async () => {
    const { fake } = await open();
    live = false;
    fake.active = false;
    fake.emit('connect_error', new Error('Unauthorized'));
    apiUp();
    await vi.waitFor(() => expect(fake.disconnectCalls).toBe(1));
    expect(fake.connectCalls).toBe(0);
  });

  it('leaves a handshake that failed on the way (still active) to socket.io', async () => {
    const { fake } = await open();
    fake.emit('connect_error', new Error('websocket error'));
    apiUp();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sessionIsLive).not.toHaveBeenCalled();
    expect(fake.connectCalls).toBe(0);
  });
});
