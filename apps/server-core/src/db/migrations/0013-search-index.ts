import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

// Discovery and people search read the users' search_text, search_name, email and filter_text by
// substring (LIKE '%…%'). Without a text index, a search that matches little or nothing reads every
// profile. SQLite gets an FTS5 table with the trigram tokenizer (substring matching, case folded)
// over those columns, external-content so the text is not stored twice, kept in step by triggers;
// PostgreSQL gets pg_trgm GIN indexes, which its planner uses for LIKE directly.
// The FTS rows are keyed by users.rowid: a later migration that rebuilds the users table on SQLite
// (or a VACUUM, which may renumber rowids of a table without an INTEGER PRIMARY KEY) must end with
// `insert into users_search(users_search) values ('rebuild')`. Callers recheck every match with
// LIKE, so a stale index could only miss rows, never show wrong ones.
const SEARCHED = ['search_text', 'search_name', 'email', 'filter_text'] as const;

export const SQLITE_SEARCH_TABLE = 'users_search';

export const searchIndex: Migration = {
  async up(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      for (const column of SEARCHED) {
        await sql`create index ${sql.id(`users_${column}_trgm_idx`)} on users using gin (${sql.id(column)} gin_trgm_ops)`.execute(db);
      }
      return;
    }
    const columns = SEARCHED.join(', ');
    const values = (row: 'new' | 'old') => SEARCHED.map((column) => `${row}.${column}`).join(', ');
    const remove = `insert into ${SQLITE_SEARCH_TABLE}(${SQLITE_SEARCH_TABLE}, rowid, ${columns}) values ('delete', old.rowid, ${values('old')});`;
    const add = `insert into ${SQLITE_SEARCH_TABLE}(rowid, ${columns}) values (new.rowid, ${values('new')});`;
    await sql
      .raw(
        `create virtual table ${SQLITE_SEARCH_TABLE} using fts5(${columns}, content='users', content_rowid='rowid', tokenize='trigram')`,
      )
      .execute(db);
    await sql.raw(`create trigger users_search_insert after insert on users begin ${add} end`).execute(db);
    await sql.raw(`create trigger users_search_delete after delete on users begin ${remove} end`).execute(db);
    await sql
      .raw(`create trigger users_search_update after update of ${columns} on users begin ${remove} ${add} end`)
      .execute(db);
    await sql.raw(`insert into ${SQLITE_SEARCH_TABLE}(${SQLITE_SEARCH_TABLE}) values ('rebuild')`).execute(db);
  },

  async down(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      // The extension stays: other objects may use it, and it holds no data.
      for (const column of SEARCHED) await sql`drop index ${sql.id(`users_${column}_trgm_idx`)}`.execute(db);
      return;
    }
    for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`drop trigger users_search_${trigger}`).execute(db);
    await sql.raw(`drop table ${SQLITE_SEARCH_TABLE}`).execute(db);
  },
};
