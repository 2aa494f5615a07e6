import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../ids';
import { createSession, purgeSessions, SESSION_IDLE_MS, SESSION_RETENTION_MS } from '../../repositories/sessions-repository';
import { insertUser } from '../../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import { migrationProvider } from './migration-provider';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

/** A subscription row as migration 0016 made them (no session). */
const subscription = (userId: string) => {
  const id = newId();
  return { id, user_id: userId, endpoint: `https://fcm.googleapis.com/fcm/send/${id}`, p256dh: 'k', auth: 'a', created_at: new Date().toISOString() };
};

const delivery = (subscriptionId: string) => {
  const now = new Date().toISOString();
  return { id: newId(), subscription_id: subscriptionId, payload: '{}', topic: null, urgency: 'high' as const, ttl: 60, attempts: 0, next_attempt_at: now, created_at: now };
};

const count = async (table: 'push_subscriptions' | 'push_deliveries') => (await testDb.db.selectFrom(table).select('id').execute()).length;

describe('migration 0020-push-subscription-sessions', () => {
  it('drops the subscriptions no session can be found for, with what was queued; a subscription then goes with its session; and goes down again', async () => {
    const db = testDb.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0019-content-search-index')).error).toBeUndefined();
    const owner = await insertUser(db, { email: 'm20@example.com', passwordHash: 'h', role: 'Hustler' });
    const old = subscription(owner.id);
    await db.insertInto('push_subscriptions').values(old).execute();
    await db.insertInto('push_deliveries').values(delivery(old.id)).execute();

    expect((await migrator.migrateTo('0020-push-subscription-sessions')).error).toBeUndefined();
    expect([await count('push_subscriptions'), await count('push_deliveries')]).toEqual([0, 0]);

    // A purged session (long idle) takes its subscription and the queue with it.
    const longAgo = new Date(Date.now() - SESSION_IDLE_MS - SESSION_RETENTION_MS - 60_000);
    const idle = await createSession(db, owner.id, 'idle', longAgo);
    const live = await createSession(db, owner.id, 'live');
    const [ofIdle, ofLive] = [subscription(owner.id), subscription(owner.id)];
    await db.insertInto('push_subscriptions').values([{ ...ofIdle, session_id: idle.id }, { ...ofLive, session_id: live.id }]).execute();
    await db.insertInto('push_deliveries').values([delivery(ofIdle.id), delivery(ofLive.id)]).execute();
    await purgeSessions(db);
    expect(await db.selectFrom('push_subscriptions').select(['id', 'session_id']).execute()).toEqual([{ id: ofLive.id, session_id: live.id }]);
    expect(await count('push_deliveries')).toBe(1);

    expect((await migrator.migrateTo('0019-content-search-index')).error).toBeUndefined();
    expect(await db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([ofLive]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
