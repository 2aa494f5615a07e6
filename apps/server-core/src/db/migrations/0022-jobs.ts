import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

// Jobs and saved jobs (DESIGN §7.3, issue 42). The job board (GET /api/jobs) lists open jobs
// (published, closes_at still ahead), newest published or renewed first. Both facts live in one
// column, `list_key`: closes_at in milliseconds as 12 hex digits then the job's id, null unless
// published. closes_at is always published/renewed + 30 days, so ordering by list_key is ordering by
// publication, and "still open at `now`" is the range list_key >= hex(now + 1 ms): a page walks an
// index from its cursor and stops where open jobs end, however many have expired behind them.
// Each filter has an index ending in list_key: city_key, workplace and kind in all seven
// combinations (as startups'), `ctc_band` (the job's top CTC as a step of a fixed ladder, so
// "CTC at least X" is a few equalities, one walk per step above X, merged), and `job_skills`, one
// row per skill carrying the job's list_key (a walk per skill asked for, merged).
// Title and skills are searched as a substring through `search_text`, indexed as startups' are
// (migration 0021): a contentless FTS5 trigram table on SQLite, a pg_trgm GIN index on PostgreSQL.
// A job goes with its startup; it outlives its creator's account (created_by is set null).
// A saved job goes with its saver and its job; `id` (a fresh id at saving) orders the saver's list.

/** The SQLite FTS5 table holding jobs' search_text, keyed by jobs.rowid. */
export const JOB_SEARCH_TABLE = 'jobs_search';
export const JOB_SEARCH_INDEX = 'jobs_search_trgm_idx';

const LISTED_INDEXES: Record<string, string[]> = {
  jobs_list_idx: ['list_key'],
  jobs_city_idx: ['city_key', 'list_key'],
  jobs_workplace_idx: ['workplace', 'list_key'],
  jobs_kind_idx: ['kind', 'list_key'],
  jobs_city_workplace_idx: ['city_key', 'workplace', 'list_key'],
  jobs_workplace_kind_idx: ['workplace', 'kind', 'list_key'],
  jobs_kind_city_idx: ['kind', 'city_key', 'list_key'],
  jobs_city_workplace_kind_idx: ['city_key', 'workplace', 'kind', 'list_key'],
  jobs_ctc_band_idx: ['ctc_band', 'list_key'],
  jobs_startup_list_idx: ['startup_id', 'list_key'],
};

export const jobs: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('startup_id', 'text', (c) => c.notNull().references('startups.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('workplace', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('city_key', 'text', (c) => c.notNull())
      .addColumn('ctc_min', 'integer')
      .addColumn('ctc_max', 'integer')
      .addColumn('ctc_band', 'integer')
      .addColumn('stipend', 'integer')
      .addColumn('esop_min', 'real')
      .addColumn('esop_max', 'real')
      .addColumn('experience_min', 'integer')
      .addColumn('experience_max', 'integer')
      .addColumn('skills', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'published', 'closed')`))
      .addColumn('published_at', 'text')
      .addColumn('closes_at', 'text')
      .addColumn('list_key', 'text')
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    for (const [name, columns] of Object.entries(LISTED_INDEXES)) {
      await db.schema.createIndex(name).on('jobs').columns(columns).where(sql.ref('list_key'), 'is not', null).execute();
    }
    // A startup's own jobs for its members (drafts and closed too), and the cascade of its delete.
    await db.schema.createIndex('jobs_startup_idx').on('jobs').columns(['startup_id', 'id']).execute();
    // An account's delete sets created_by null without reading every job.
    await db.schema.createIndex('jobs_created_by_idx').on('jobs').column('created_by').where(sql.ref('created_by'), 'is not', null).execute();

    await db.schema
      .createTable('job_skills')
      .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('skill_key', 'text', (c) => c.notNull())
      .addColumn('list_key', 'text')
      .addPrimaryKeyConstraint('job_skills_pk', ['job_id', 'skill_key'])
      .execute();
    await db.schema
      .createIndex('job_skills_list_idx')
      .on('job_skills')
      .columns(['skill_key', 'list_key'])
      .where(sql.ref('list_key'), 'is not', null)
      .execute();

    await db.schema
      .createTable('saved_jobs')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('saved_jobs_pk', ['user_id', 'job_id'])
      .execute();
    await db.schema.createIndex('saved_jobs_user_idx').on('saved_jobs').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('saved_jobs_job_idx').on('saved_jobs').column('job_id').execute();

    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index ${sql.id(JOB_SEARCH_INDEX)} on jobs using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(db);
      return;
    }
    const table = JOB_SEARCH_TABLE;
    await sql.raw(`create virtual table ${table} using fts5(search_text, content='', contentless_delete=1, tokenize='trigram')`).execute(db);
    await sql
      .raw(`create trigger ${table}_insert after insert on jobs begin insert into ${table}(rowid, search_text) values (new.rowid, new.search_text); end`)
      .execute(db);
    await sql.raw(`create trigger ${table}_delete after delete on jobs begin delete from ${table} where rowid = old.rowid; end`).execute(db);
    await sql
      .raw(
        `create trigger ${table}_update after update of search_text on jobs begin ` +
          `delete from ${table} where rowid = old.rowid; insert into ${table}(rowid, search_text) values (new.rowid, new.search_text); end`,
      )
      .execute(db);
  },

  async down(db: Kysely<any>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
      for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${JOB_SEARCH_TABLE}_${trigger}`).execute(db);
      await sql.raw(`drop table ${JOB_SEARCH_TABLE}`).execute(db);
    }
    await db.schema.dropTable('saved_jobs').execute();
    await db.schema.dropTable('job_skills').execute();
    await db.schema.dropTable('jobs').execute();
  },
};
