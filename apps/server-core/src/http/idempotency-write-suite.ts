import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BAD_KEY_MESSAGE, KEY_REUSED_MESSAGE } from './idempotency-plugin';

// The behaviour every write of the web app's offline outbox relies on, checked against a real
// service over HTTP. Test files of api and notify describe their writes with it.

export interface WriteActor {
  id: string;
  token: string;
}

export interface WriteTarget {
  path: string;
  body: unknown;
  /** The rows this write has stored for this target so far. */
  count(): Promise<number>;
  /**
   * Undoes the write without a key. For writes that set a state (a like), so that running a
   * repeat again would show in the count.
   */
  undo?(actor: WriteActor): Promise<void>;
}

export interface IdempotentWriteCase {
  /** 'POST /api/…' */
  name: string;
  baseUrl(): string;
  /** Two different users allowed to make this write. */
  actors(): [WriteActor, WriteActor];
  /** A fresh target for each test (a new video, talk, recipient…). */
  target(): Promise<WriteTarget>;
  /** A body the route answers with a 4xx for this target. */
  invalidBody(target: WriteTarget, actor: WriteActor): unknown;
  /** Another POST route of the same service. */
  otherPath: string;
  /** Rows stored by the same write sent twice without a key: 2, or 1 for a write that sets a state. */
  rowsWithoutKey: number;
}

interface Answer {
  status: number;
  body: string;
  replayed: string | null;
}

async function send(baseUrl: string, path: string, actor: WriteActor, body: unknown, key?: string): Promise<Answer> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${actor.token}`,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text(), replayed: response.headers.get('idempotent-replayed') };
}

export function describeIdempotentWrite(write: IdempotentWriteCase) {
  describe(`${write.name} with an Idempotency-Key`, () => {
    const post = (target: WriteTarget, actor: WriteActor, key?: string, body: unknown = target.body) =>
      send(write.baseUrl(), target.path, actor, body, key);

    it('applies a repeated key once and answers the first answer again', async () => {
      const [actor] = write.actors();
      const target = await write.target();
      const before = await target.count();
      const key = randomUUID();
      const first = await post(target, actor, key);
      expect(first.status, first.body).toBeGreaterThanOrEqual(200);
      expect(first.status, first.body).toBeLessThan(300);
      expect(first.replayed).toBeNull();
      expect(await target.count()).toBe(before + 1);
      await target.undo?.(actor);

      const repeat = await post(target, actor, key);
      expect(repeat).toEqual({ status: first.status, body: first.body, replayed: 'true' });
      expect(await target.count()).toBe(target.undo ? before : before + 1);
    });

    it('applies a key sent five times at once once, and answers all alike', async () => {
      const [actor] = write.actors();
      const target = await write.target();
      const before = await target.count();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 5 }, () => post(target, actor, key)));
      expect(await target.count()).toBe(before + 1);
      expect(answers.filter((answer) => answer.replayed === 'true')).toHaveLength(4);
      const { status, body } = answers[0]!;
      expect(status).toBeLessThan(300);
      for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual({ status, body });
    });

    it("keeps keys per user: another user's identical key applies again", async () => {
      const [actor, other] = write.actors();
      const target = await write.target();
      const before = await target.count();
      const key = randomUUID();
      const mine = await post(target, actor, key);
      const theirs = await post(target, other, key);
      expect(mine.status).toBeLessThan(300);
      expect(theirs.status).toBeLessThan(300);
      expect(theirs.replayed).toBeNull();
      expect(await target.count()).toBe(before + 2);
    });

    it('answers 422 when the key is reused on another path', async () => {
      const [actor] = write.actors();
      const target = await write.target();
      const key = randomUUID();
      expect((await post(target, actor, key)).status).toBeLessThan(300);
      const reused = await send(write.baseUrl(), write.otherPath, actor, {}, key);
      expect(reused.status).toBe(422);
      expect(JSON.parse(reused.body)).toMatchObject({ success: false, message: KEY_REUSED_MESSAGE });
    });

    it('answers 400 to a malformed key and applies nothing', async () => {
      const [actor] = write.actors();
      const target = await write.target();
      const before = await target.count();
      for (const key of ['has spaces', 'x'.repeat(129)]) {
        const answer = await post(target, actor, key);
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: BAD_KEY_MESSAGE });
      }
      expect(await target.count()).toBe(before);
    });

    it('replays a 4xx answer as the same 4xx, even once the body would be accepted', async () => {
      const [actor] = write.actors();
      const target = await write.target();
      const before = await target.count();
      const key = randomUUID();
      const rejected = await post(target, actor, key, write.invalidBody(target, actor));
      expect(rejected.status, rejected.body).toBeGreaterThanOrEqual(400);
      expect(rejected.status, rejected.body).toBeLessThan(500);
      const repeat = await post(target, actor, key);
      expect(repeat).toEqual({ status: rejected.status, body: rejected.body, replayed: 'true' });
      expect(await target.count()).toBe(before);
    });

    it('behaves as before for requests without a key', async () => {
      const [actor] = write.actors();
      const target = await write.target();
      const before = await target.count();
      for (let i = 0; i < 2; i += 1) {
        const answer = await post(target, actor);
        expect(answer.status, answer.body).toBeLessThan(300);
        expect(answer.replayed).toBeNull();
      }
      expect(await target.count()).toBe(before + write.rowsWithoutKey);
    });
  });
}
