import type { Kysely, Migration } from 'kysely';

// A push reaches a device only while the session that subscribed it lives (DESIGN §7.2): each
// subscription names its session and goes with it (a purged session takes it along; ending one
// deletes it in the same call, sessions-repository.ts). Subscriptions made before this cannot be
// tied to a session, so they go, with what was queued for them: the web subscribes a browser again
// under its current session when the user turns notifications on, or opens the page that offers it.
// The column is nullable because SQLite adds a column with a REFERENCES clause only with a NULL
// default; nothing queues for a subscription without a session, and the sender drops it.
export const pushSubscriptionSessions: Migration = {
  async up(db: Kysely<any>) {
    await db.deleteFrom('push_deliveries').execute();
    await db.deleteFrom('push_subscriptions').execute();
    await db.schema
      .alterTable('push_subscriptions')
      .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('push_subscriptions_session_idx').on('push_subscriptions').column('session_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('push_subscriptions_session_idx').execute();
    await db.schema.alterTable('push_subscriptions').dropColumn('session_id').execute();
  },
};
