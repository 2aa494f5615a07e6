import { sql, type Kysely, type Migration } from 'kysely';

// Job applications (DESIGN §7.3, issue 42). One per person per job: the unique (job_id,
// applicant_id) holds that under concurrent calls too. Every status an application has had is a row
// of application_events. Each list walks an index from its cursor, newest first (ids sort by time):
// the applicant's own by (applicant_id, id), a job's pipeline by (job_id, id) or, for one status,
// (job_id, status, id). The reply rate reads per-startup counts (startup_reply_counts, changed in
// the transactions that apply, answer and withdraw) and counts only the applications still inside
// their 14-day window unanswered, through a partial index on (startup_id, reply_due_at).
// A new push preference, `applications`, is on for everyone to begin with.

export const applications: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('job_applications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('startup_id', 'text', (c) => c.notNull())
      .addColumn('applicant_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('applied', 'shortlisted', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn')`),
      )
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('resume_file', 'text', (c) => c.notNull())
      .addColumn('resume_name', 'text', (c) => c.notNull())
      .addColumn('resume_size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('first_answered_at', 'text')
      .addColumn('reply_due_at', 'text')
      .addUniqueConstraint('job_applications_job_applicant_key', ['job_id', 'applicant_id'])
      .execute();
    await db.schema.createIndex('job_applications_applicant_idx').on('job_applications').columns(['applicant_id', 'id']).execute();
    await db.schema.createIndex('job_applications_job_idx').on('job_applications').columns(['job_id', 'id']).execute();
    await db.schema.createIndex('job_applications_job_status_idx').on('job_applications').columns(['job_id', 'status', 'id']).execute();
    await db.schema
      .createIndex('job_applications_awaiting_idx')
      .on('job_applications')
      .columns(['startup_id', 'reply_due_at'])
      .where(sql.ref('first_answered_at'), 'is', null)
      .execute();
    // The media sweep asks which résumé names are still in use.
    await db.schema.createIndex('job_applications_resume_idx').on('job_applications').column('resume_file').execute();

    await db.schema
      .createTable('application_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('application_id', 'text', (c) => c.notNull().references('job_applications.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('note', 'text')
      .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('application_events_application_idx').on('application_events').columns(['application_id', 'id']).execute();
    // An account's delete sets actor_id null without reading every event.
    await db.schema
      .createIndex('application_events_actor_idx')
      .on('application_events')
      .column('actor_id')
      .where(sql.ref('actor_id'), 'is not', null)
      .execute();

    await db.schema
      .createTable('startup_reply_counts')
      .addColumn('startup_id', 'text', (c) => c.primaryKey().references('startups.id').onDelete('cascade'))
      .addColumn('applications', 'integer', (c) => c.notNull())
      .addColumn('answered_in_time', 'integer', (c) => c.notNull())
      .execute();

    await db.schema.alterTable('push_preferences').addColumn('applications', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('push_preferences').dropColumn('applications').execute();
    await db.schema.dropTable('startup_reply_counts').execute();
    await db.schema.dropTable('application_events').execute();
    await db.schema.dropTable('job_applications').execute();
  },
};
