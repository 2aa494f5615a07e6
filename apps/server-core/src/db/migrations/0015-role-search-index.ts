import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

// Discovery searches one role's profiles (search_text, filter_text). Migration 0013's text index
// covers every user, so a text common in other roles but absent from this one cost a read of all its
// matches before the search could tell that none is in the role. Here each role gets its own text
// index over those two columns, so a probe costs the matches in the role: per-role partial pg_trgm GIN
// indexes on PostgreSQL (replacing 0013's two whole-table ones, which only discovery used), and one
// contentless FTS5 table per role on SQLite (0013's table stays for name and email search). Like
// 0013's, these rows are keyed by users.rowid (see there about rebuilding users).
const COLUMNS = ['search_text', 'filter_text'] as const;
// As they were when this migration was written (a migration never changes once shipped).
const ROLES = ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'] as const;
type Role = (typeof ROLES)[number];

/** The SQLite FTS5 table holding one role's searched profile texts, keyed by users.rowid. */
export const roleSearchTable = (role: Role): string => `users_search_${role.toLowerCase()}`;

const postgresIndex = (role: Role, column: string) => `users_${column}_${role.toLowerCase()}_trgm_idx`;

export const roleSearchIndex: Migration = {
  async up(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      for (const column of COLUMNS) {
        for (const role of ROLES) {
          await sql`create index ${sql.id(postgresIndex(role, column))} on users using gin (${sql.id(column)} gin_trgm_ops) where role = ${sql.lit(role)}`.execute(db);
        }
        await sql`drop index ${sql.id(`users_${column}_trgm_idx`)}`.execute(db);
      }
      return;
    }
    for (const role of ROLES) {
      const table = roleSearchTable(role);
      const isRole = (row: 'new' | 'old') => `${row}.role = '${role}'`;
      const values = (row: 'new' | 'old') => COLUMNS.map((column) => `${row}.${column}`).join(', ');
      const columns = COLUMNS.join(', ');
      // Contentless with deletes by rowid: the role's rows are a subset of users, which an
      // external-content table (whose 'rebuild' reads the whole content table) cannot express.
      await sql
        .raw(`create virtual table ${table} using fts5(${columns}, content='', contentless_delete=1, tokenize='trigram')`)
        .execute(db);
      await sql.raw(`insert into ${table}(rowid, ${columns}) select rowid, ${columns} from users where role = '${role}'`).execute(db);
      await sql
        .raw(`create trigger ${table}_insert after insert on users when ${isRole('new')} begin insert into ${table}(rowid, ${columns}) values (new.rowid, ${values('new')}); end`)
        .execute(db);
      await sql
        .raw(`create trigger ${table}_delete after delete on users when ${isRole('old')} begin delete from ${table} where rowid = old.rowid; end`)
        .execute(db);
      // One trigger, so the old row always leaves before the new one comes (also when the role changes).
      await sql
        .raw(
          `create trigger ${table}_update after update of ${columns}, role on users when ${isRole('old')} or ${isRole('new')} begin ` +
            `delete from ${table} where rowid = old.rowid and ${isRole('old')}; ` +
            `insert into ${table}(rowid, ${columns}) select new.rowid, ${values('new')} where ${isRole('new')}; end`,
        )
        .execute(db);
    }
  },

  async down(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      for (const column of COLUMNS) {
        await sql`create index ${sql.id(`users_${column}_trgm_idx`)} on users using gin (${sql.id(column)} gin_trgm_ops)`.execute(db);
        for (const role of ROLES) await sql`drop index ${sql.id(postgresIndex(role, column))}`.execute(db);
      }
      return;
    }
    for (const role of ROLES) {
      const table = roleSearchTable(role);
      for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${table}_${trigger}`).execute(db);
      await sql.raw(`drop table ${table}`).execute(db);
    }
  },
};
