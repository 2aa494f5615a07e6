import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { onEveryConnect, openSocket } from './realtime';

// A stand-in for socket.io's client socket: the test plays the server's side by emitting its events.
class FakeSocket extends EventEmitter {
  connected = false;
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
  connectSocket: () => {
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

  afterEach(() => {
    sockets.length = 0;
  });

  function open() {
    const session = openSocket('token', whenApiUp);
    return { session, fake: sockets.at(-1)! };
  }

  it('calls an every-connect handler on each connect, the first included, until it unsubscribes', () => {
    const { fake } = open();
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

  it('calls an every-connect handler at once when the socket is already connected', () => {
    const { fake } = open();
    fake.connected = true;
    const handler = vi.fn();
    onEveryConnect(fake as unknown as Socket, handler);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('connects again after the server disconnected it (socket.io would not), once the api is up', async () => {
    const { fake } = open();
    fake.emit('connect');
    fake.emit('disconnect', 'io server disconnect');
    await Promise.resolve();
    expect(fake.connectCalls).toBe(0);
    apiUp();
    await vi.waitFor(() => expect(fake.connectCalls).toBe(1));
  });

  it('leaves the other disconnects to socket.io', async () => {
    const { fake } = open();
    fake.emit('connect');
    fake.emit('disconnect', 'transport close');
    apiUp();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.connectCalls).toBe(0);
  });

  it('stays closed once closed, and tells the wait it is no longer needed', async () => {
    const { session, fake } = open();
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
});
