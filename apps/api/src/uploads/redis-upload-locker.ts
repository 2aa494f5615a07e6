import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';

// tus's lock across api instances (DESIGN §6.7): an upload's requests never interleave, whichever
// instance each reaches. As tus's MemoryLocker does within a process, a request that wants a held
// lock first asks its holder to let go (a PATCH left behind by a dropped connection is ended, and
// the client's new request goes on from where its bytes stopped), then waits for it to be free.
// The lock is a Redis key (SET NX with an expiry the holder keeps renewing, so a crashed instance's
// lock lapses); the request to let go is a message on a channel every instance listens to.

/** The few commands of a node-redis client the locker uses. */
export interface LockCommands {
  set(key: string, value: string, options: { NX: true; PX: number }): Promise<string | null>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  publish(channel: string, message: string): Promise<number>;
}

export interface LockSubscriber {
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
}

const KEY_PREFIX = 'startupsetu:upload-lock:';
const RELEASE_CHANNEL = 'startupsetu:upload-lock-release';
const LOCK_TTL_MS = 30_000;
const RENEW_EVERY_MS = 10_000;
const RETRY_EVERY_MS = 50;
/** As tus's MemoryLocker: a lock not had within this long is a 500 the client retries. */
const ACQUIRE_TIMEOUT_MS = 30_000;

// Deletes or extends the key only while it still holds this holder's token.
const UNLOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

export class RedisUploadLocker implements Locker {
  /** The locks this instance holds, by upload id: the holder's token and how to ask it to let go. */
  private readonly held = new Map<string, { token: string; release: RequestRelease }>();

  private constructor(private readonly redis: LockCommands) {}

  static async start(redis: LockCommands, subscriber: LockSubscriber): Promise<RedisUploadLocker> {
    const locker = new RedisUploadLocker(redis);
    await subscriber.subscribe(RELEASE_CHANNEL, (id) => void locker.held.get(id)?.release());
    return locker;
  }

  newLock(id: string): Lock {
    const key = KEY_PREFIX + id;
    const token = randomBytes(16).toString('hex');
    const { redis, held } = this;
    let renewal: NodeJS.Timeout | undefined;
    return {
      async lock(stop: AbortSignal, release: RequestRelease) {
        const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
        let asked = false;
        while ((await redis.set(key, token, { NX: true, PX: LOCK_TTL_MS })) !== 'OK') {
          if (stop.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
          if (!asked) {
            asked = true;
            await redis.publish(RELEASE_CHANNEL, id);
          }
          await sleep(RETRY_EVERY_MS);
        }
        held.set(id, { token, release });
        renewal = setInterval(() => void redis.eval(RENEW, { keys: [key], arguments: [token, String(LOCK_TTL_MS)] }).catch(() => undefined), RENEW_EVERY_MS);
        renewal.unref();
      },
      async unlock() {
        clearInterval(renewal);
        if (held.get(id)?.token === token) held.delete(id);
        await redis.eval(UNLOCK, { keys: [key], arguments: [token] });
      },
    };
  }
}
