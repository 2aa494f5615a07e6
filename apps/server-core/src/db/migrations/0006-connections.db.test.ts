import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../ids';
import { pairKey } from '../../repositories/connections-repository';
import { insertUser } from '../../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import { isUniqueViolation } from '../constraint-errors';
import { migrationProvider } from './migration-provider';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

// Rows as 0005 stored them: no link, no request id.
const notification = (userId: string, actorId: string | null, type: string, isRead: 0 | 1) => ({
  id: newId(),
  user_id: userId,
  type,
  message: `${type} from ${actorId}`,
  is_read: isRead,
  actor_id: actorId,
  created_at: new Date().toISOString(),
});

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('migration 0006-connections', () => {
  it('turns each unread connect or ignite into a pending request (the newest per pair) and links its notification', async () => {
    const db = testDb.db;
    const [investor, hustler, cofounder, jobseeker] = await Promise.all(
      (['Investor', 'Hustler', 'Cofounder', 'Jobseeker'] as const).map((role, i) =>
        insertUser(db, { email: `m6-${i}@example.com`, passwordHash: 'h', role }),
      ),
    );
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0005-session-version')).error).toBeUndefined();

    const rows = [
      notification(investor!.id, hustler!.id, 'ignite', 0),
      notification(investor!.id, hustler!.id, 'ignite', 0),
      notification(investor!.id, cofounder!.id, 'connect', 1),
      notification(hustler!.id, cofounder!.id, 'connect', 0),
      notification(cofounder!.id, hustler!.id, 'connect', 0),
      notification(jobseeker!.id, null, 'connect', 0),
      notification(jobseeker!.id, investor!.id, 'comment', 0),
    ];
    await (db as unknown as Kysely<any>).insertInto('notifications').values(rows).execute();

    expect((await migrator.migrateTo('0006-connections')).error).toBeUndefined();
    // Ignite first: the order is by kind, as the two may share a millisecond.
    const requests = await db.selectFrom('connect_requests').selectAll().orderBy('kind', 'desc').execute();
    // The hustler's two ignites make one request; the cofounder and the hustler asked each other
    // (one pair): the newest of the two stands. Read, actorless and comment notifications make none.
    expect(requests.map((r) => [r.kind, r.requester_id, r.target_id, r.status, r.pair_key])).toEqual([
      ['ignite', hustler!.id, investor!.id, 'pending', pairKey(hustler!.id, investor!.id)],
      ['connect', hustler!.id, cofounder!.id, 'pending', pairKey(hustler!.id, cofounder!.id)],
    ]);
    const linked = await db.selectFrom('notifications').select(['id', 'link', 'request_id']).orderBy('id').execute();
    expect(linked.map((n) => [n.link, n.request_id])).toEqual([
      [null, null],
      ['/networking', requests[0]!.id],
      [null, null],
      [null, null],
      ['/networking', requests[1]!.id],
      [null, null],
      [null, null],
    ]);

    // One pending request per pair whoever asks; answered ones do not count.
    const request = (requester: string, target: string, status = 'pending') => ({
      id: newId(),
      kind: 'connect' as const,
      requester_id: requester,
      target_id: target,
      pair_key: pairKey(requester, target),
      status: status as 'pending',
      note: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    expect(isUniqueViolation(await failure(db.insertInto('connect_requests').values(request(investor!.id, hustler!.id)).execute()))).toBe(true);
    await db.insertInto('connect_requests').values(request(investor!.id, hustler!.id, 'declined')).execute();
    await db.insertInto('connect_requests').values(request(investor!.id, jobseeker!.id)).execute();

    // A connection is two rows, and a pair cannot have a second.
    const side = (userId: string, peerId: string) => ({ user_id: userId, peer_id: peerId, id: newId(), request_id: null, created_at: new Date().toISOString() });
    await db.insertInto('connections').values([side(investor!.id, jobseeker!.id), side(jobseeker!.id, investor!.id)]).execute();
    expect(isUniqueViolation(await failure(db.insertInto('connections').values(side(investor!.id, jobseeker!.id)).execute()))).toBe(true);

    // Unread connects from one actor are no longer limited to one.
    await db.insertInto('notifications').values({ ...notification(cofounder!.id, hustler!.id, 'connect', 0), link: null, request_id: null }).execute();
  });

  it('can be undone and redone', async () => {
    const migrator = new Migrator({ db: testDb.db, provider: migrationProvider });
    expect((await migrator.migrateTo('0005-session-version')).error).toBeUndefined();
    const tables = (await testDb.db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain('connect_requests');
    expect(tables).not.toContain('connections');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await testDb.db.introspection.getTables()).map((t) => t.name)).toEqual(expect.arrayContaining(['connect_requests', 'connections']));
  });
});
