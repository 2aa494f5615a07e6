import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

// A safe community (DESIGN §6.3). Blocks are one row per blocker; both directions are enforced by
// reading either row. Reports keep a JSON snapshot of what was reported, so the evidence outlives an
// author's delete; one open report per reporter and target. Content hidden by three reporters or
// removed by a moderator is a row in hidden_content (kept, so a moderator can restore it). Suspended
// users keep their rows with suspended_at set. The moderation log is append-only: the database itself
// refuses an UPDATE or DELETE of it.
export const safety: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('moderator', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();

    await db.schema
      .createTable('blocks')
      .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
      .execute();
    await db.schema.createIndex('blocks_blocked_idx').on('blocks').columns(['blocked_id', 'blocker_id']).execute();

    await db.schema
      .createTable('reports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text', (c) => c.notNull())
      .addColumn('target_user_id', 'text')
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('comment', 'text')
      .addColumn('evidence', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('deadline_at', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'text')
      .execute();
    await db.schema
      .createIndex('reports_open_unique_idx')
      .on('reports')
      .columns(['reporter_id', 'target_type', 'target_id'])
      .unique()
      .where(sql.ref('status'), '=', 'open')
      .execute();
    await db.schema.createIndex('reports_target_idx').on('reports').columns(['target_type', 'target_id', 'status']).execute();
    await db.schema.createIndex('reports_queue_idx').on('reports').columns(['status', 'deadline_at', 'id']).execute();
    await db.schema.createIndex('reports_reporter_idx').on('reports').columns(['reporter_id', 'target_type', 'target_id']).execute();

    await db.schema
      .createTable('hidden_content')
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('hidden_content_pk', ['target_type', 'target_id'])
      .execute();

    await db.schema
      .createTable('moderation_actions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('moderator_id', 'text')
      .addColumn('moderator_email', 'text', (c) => c.notNull())
      .addColumn('report_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text', (c) => c.notNull())
      .addColumn('target_user_id', 'text')
      .addColumn('note', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('moderation_actions_report_idx').on('moderation_actions').columns(['report_id', 'id']).execute();

    if (isPostgres(db)) {
      await sql`CREATE FUNCTION moderation_actions_append_only() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'moderation_actions is append-only'; END; $$ LANGUAGE plpgsql`.execute(db);
      await sql`CREATE TRIGGER moderation_actions_append_only BEFORE UPDATE OR DELETE ON moderation_actions
        FOR EACH ROW EXECUTE FUNCTION moderation_actions_append_only()`.execute(db);
    } else {
      for (const event of ['UPDATE', 'DELETE']) {
        await sql`CREATE TRIGGER ${sql.raw(`moderation_actions_no_${event.toLowerCase()}`)} BEFORE ${sql.raw(event)}
          ON moderation_actions BEGIN SELECT RAISE(ABORT, 'moderation_actions is append-only'); END`.execute(db);
      }
    }
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('moderation_actions').execute();
    if (isPostgres(db)) await sql`DROP FUNCTION moderation_actions_append_only()`.execute(db);
    await db.schema.dropTable('hidden_content').execute();
    await db.schema.dropTable('reports').execute();
    await db.schema.dropTable('blocks').execute();
    await db.schema.alterTable('users').dropColumn('suspended_at').execute();
    await db.schema.alterTable('users').dropColumn('moderator').execute();
  },
};

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
