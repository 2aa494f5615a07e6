import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { closeRedis, connectRedis, type RedisSocketOptions } from './redis-connection';

// Stands in for a node-redis client: connect() runs the script it is given.
class FakeClient extends EventEmitter {
  destroyed = false;
  closed = false;
  constructor(
    readonly socket: RedisSocketOptions,
    private readonly onConnect: (client: FakeClient) => Promise<void>,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {
    super();
  }
  connect() {
    return this.onConnect(this);
  }
  async close() {
    this.closed = true;
    await this.onClose();
  }
  destroy() {
    this.destroyed = true;
  }
}

function quietLog() {
  const lines: string[] = [];
  return { lines, info: (message: string) => lines.push(message), warn: (_details: object, message: string) => lines.push(message) };
}

describe('connectRedis', () => {
  it('fails at once with one line naming the Redis (without its password) and the reason', async () => {
    let created: FakeClient | undefined;
    const attempt = connectRedis(
      'redis://:hunter2@cache.internal:6379',
      (socket) =>
        (created = new FakeClient(socket, async (client) => {
          const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:6379'), { code: 'ECONNREFUSED' });
          client.emit('error', refused);
          // node-redis asks the strategy whether to try again; before the first connection, no.
          const verdict = client.socket.reconnectStrategy(0, refused);
          throw verdict;
        })),
      quietLog(),
    );
    await expect(attempt).rejects.toThrow(
      'cannot reach Redis at redis://:***@cache.internal:6379: connect ECONNREFUSED 10.0.0.9:6379',
    );
    expect(created?.destroyed).toBe(true);
  });

  it('keeps reconnecting, with a growing bounded delay, once it has been connected', async () => {
    const log = quietLog();
    const client = await connectRedis(
      'redis://127.0.0.1:6379',
      (socket) =>
        new FakeClient(socket, async (fake) => {
          fake.emit('ready');
        }),
      log,
    );
    const lost = new Error('Socket closed unexpectedly');
    client.emit('error', lost);
    client.emit('error', lost);
    expect([0, 1, 2, 10].map((retries) => client.socket.reconnectStrategy(retries, lost))).toEqual([100, 200, 400, 2000]);
    client.emit('ready');
    expect(log.lines).toEqual([
      'lost the connection to Redis at redis://127.0.0.1:6379; reconnecting',
      'reconnected to Redis at redis://127.0.0.1:6379',
    ]);
  });
});

describe('closeRedis', () => {
  it('closes gracefully, and destroys a client whose close does not finish', async () => {
    const fine = new FakeClient({} as RedisSocketOptions, async () => {});
    await closeRedis(fine);
    expect(fine).toMatchObject({ closed: true, destroyed: false });

    const stuck = new FakeClient({} as RedisSocketOptions, async () => {}, () => new Promise(() => {}));
    await closeRedis(stuck);
    expect(stuck).toMatchObject({ closed: true, destroyed: true });
  });
});
