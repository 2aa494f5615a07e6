import { sql, type Kysely, type Migration } from 'kysely';

// The reply rate's applications still waiting for an answer, kept as counts per startup and hour of
// reply_due_at (issue 42's review: counting them through the partial index walked up to 14 days of a
// popular startup's unanswered applications on every job list page). A read sums the startup's
// hours from the current one on: at most 337 rows whatever the applications. Filled from the
// applications unanswered now.

export const replyWaiting: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('startup_reply_waiting')
      .addColumn('startup_id', 'text', (c) => c.notNull().references('startups.id').onDelete('cascade'))
      .addColumn('due_hour', 'text', (c) => c.notNull())
      .addColumn('waiting', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('startup_reply_waiting_pkey', ['startup_id', 'due_hour'])
      .execute();
    await sql`
      insert into startup_reply_waiting (startup_id, due_hour, waiting)
      select startup_id, substr(reply_due_at, 1, 13), count(*)
      from job_applications
      where first_answered_at is null and reply_due_at is not null
      group by startup_id, substr(reply_due_at, 1, 13)
    `.execute(db);
    await db.schema.dropIndex('job_applications_awaiting_idx').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema
      .createIndex('job_applications_awaiting_idx')
      .on('job_applications')
      .columns(['startup_id', 'reply_due_at'])
      .where(sql.ref('first_answered_at'), 'is', null)
      .execute();
    await db.schema.dropTable('startup_reply_waiting').execute();
  },
};
