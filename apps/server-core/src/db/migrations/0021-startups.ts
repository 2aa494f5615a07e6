import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

// Startups and their members (DESIGN §7.3, issue 42). The directory lists newest first (by id)
// filtered by any of sector, stage and city: a page is read in order from an index only when the
// filters are exactly the columns before its id, so each of the seven combinations has its own
// index. Startups are written rarely and read often, so seven small indexes are cheap. `city_key`
// is the city lower-cased and trimmed, so 'Bengaluru' and 'bengaluru ' are one city.
// The name and one-liner are searched as a substring through `search_text` (both, lower-cased,
// one per line), indexed as migration 0019 indexes titles: on SQLite a contentless FTS5 table
// (trigram tokenizer) keyed by rowid and kept in step by triggers, on PostgreSQL a pg_trgm GIN
// index. Callers recheck every match with LIKE (see startups-repository.ts).
// A startup outlives its creator's account (created_by and invited_by are set null); a member's
// row goes with their account.

/** The SQLite FTS5 table holding startups' search_text, keyed by startups.rowid. */
export const STARTUP_SEARCH_TABLE = 'startups_search';
export const STARTUP_SEARCH_INDEX = 'startups_search_trgm_idx';

const FILTER_INDEXES: Record<string, string[]> = {
  startups_sector_idx: ['sector', 'id'],
  startups_stage_idx: ['stage', 'id'],
  startups_city_idx: ['city_key', 'id'],
  startups_sector_stage_idx: ['sector', 'stage', 'id'],
  startups_stage_city_idx: ['stage', 'city_key', 'id'],
  startups_city_sector_idx: ['city_key', 'sector', 'id'],
  startups_sector_stage_city_idx: ['sector', 'stage', 'city_key', 'id'],
};

export const startups: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('startups')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('logo', 'text')
      .addColumn('one_liner', 'text', (c) => c.notNull().check(sql`length(one_liner) <= 140`))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('sector', 'text', (c) => c.notNull())
      .addColumn('stage', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('city_key', 'text', (c) => c.notNull())
      .addColumn('founded_year', 'integer')
      .addColumn('team_size', 'integer')
      .addColumn('website', 'text')
      .addColumn('dpiit_number', 'text')
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    for (const [name, columns] of Object.entries(FILTER_INDEXES)) {
      await db.schema.createIndex(name).on('startups').columns(columns).execute();
    }

    await db.schema
      .createTable('startup_members')
      .addColumn('startup_id', 'text', (c) => c.notNull().references('startups.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('startup_members_pk', ['startup_id', 'user_id'])
      .execute();
    // A person's startups (their profile links to them), and the cascade of an account's delete.
    await db.schema.createIndex('startup_members_user_idx').on('startup_members').columns(['user_id', 'startup_id']).execute();

    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index ${sql.id(STARTUP_SEARCH_INDEX)} on startups using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(db);
      return;
    }
    const table = STARTUP_SEARCH_TABLE;
    await sql.raw(`create virtual table ${table} using fts5(search_text, content='', contentless_delete=1, tokenize='trigram')`).execute(db);
    await sql
      .raw(`create trigger ${table}_insert after insert on startups begin insert into ${table}(rowid, search_text) values (new.rowid, new.search_text); end`)
      .execute(db);
    await sql.raw(`create trigger ${table}_delete after delete on startups begin delete from ${table} where rowid = old.rowid; end`).execute(db);
    await sql
      .raw(
        `create trigger ${table}_update after update of search_text on startups begin ` +
          `delete from ${table} where rowid = old.rowid; insert into ${table}(rowid, search_text) values (new.rowid, new.search_text); end`,
      )
      .execute(db);
  },

  async down(db: Kysely<any>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
      for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${STARTUP_SEARCH_TABLE}_${trigger}`).execute(db);
      await sql.raw(`drop table ${STARTUP_SEARCH_TABLE}`).execute(db);
    }
    await db.schema.dropTable('startup_members').execute();
    await db.schema.dropTable('startups').execute();
  },
};
