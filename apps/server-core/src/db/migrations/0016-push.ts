import type { Kysely, Migration } from 'kysely';

// Push notifications (DESIGN §6.6). A subscription is one browser on one device (its endpoint is
// unique: the same browser subscribing again replaces its keys). Preferences are one row per user
// once they change one (no row: every kind on). Deliveries are the durable queue notify sends from:
// a row per subscription and notification, retried with backoff until sent or given up. Presence
// says until when a user has the app open and visible somewhere: no push is queued for them then.
export const push: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('endpoint', 'text', (c) => c.notNull().unique())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

    await db.schema
      .createTable('push_preferences')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('messages', 'integer', (c) => c.notNull())
      .addColumn('connections', 'integer', (c) => c.notNull())
      .addColumn('ignites', 'integer', (c) => c.notNull())
      .addColumn('comments', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('push_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('subscription_id', 'text', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('topic', 'text')
      .addColumn('urgency', 'text', (c) => c.notNull())
      .addColumn('ttl', 'integer', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // The sender reads the queue by due time; a subscription's rows go with it.
    await db.schema.createIndex('push_deliveries_due_idx').on('push_deliveries').columns(['next_attempt_at', 'id']).execute();
    await db.schema.createIndex('push_deliveries_subscription_idx').on('push_deliveries').column('subscription_id').execute();

    await db.schema
      .createTable('push_presence')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('visible_until', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('push_presence').execute();
    await db.schema.dropTable('push_deliveries').execute();
    await db.schema.dropTable('push_preferences').execute();
    await db.schema.dropTable('push_subscriptions').execute();
  },
};
