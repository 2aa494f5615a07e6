import { PostgresAdapter, sql } from 'kysely';
import type { Database } from './database';
import { containsText } from './like-pattern';
import { SQLITE_SEARCH_TABLE } from './migrations/0013-search-index';

// Lists that search text (discovery, people) find their matches through the text index of
// migration 0013 when the matches are few, and walk their order index when they are many:
// driving from the text index costs O(matches) (then a sort of those), walking the order index
// costs O(rows read until the page fills), which is small exactly when matches are common. A probe
// of at most FEW_MATCHES + 1 ids from the text index tells which case this is.

export type SearchedColumn = 'search_text' | 'search_name' | 'email' | 'filter_text';

/** `text` appears (case-insensitively) in one of `columns`. */
export interface TextMatch {
  columns: readonly SearchedColumn[];
  text: string;
}

/** Above this many matches, a page comes sooner from the order index than from sorting every match. */
export const FEW_MATCHES = 2000;

/** Trigram indexes cannot look up shorter texts. */
export const MIN_INDEXED_LENGTH = 3;

/**
 * The ids of the users matching every one of `matches` (possibly a few more on SQLite, so callers
 * still apply their own conditions), when there are at most FEW_MATCHES; undefined when there are
 * more, or when no text is long enough for the index.
 */
export async function fewMatchingUserIds(db: Database, matches: readonly TextMatch[]): Promise<string[] | undefined> {
  const indexed = matches.filter((match) => [...match.text].length >= MIN_INDEXED_LENGTH);
  if (indexed.length === 0) return undefined;
  const ids =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await postgresMatches(db, indexed)
      : await sqliteMatches(db, indexed);
  return ids.length > FEW_MATCHES ? undefined : ids;
}

async function postgresMatches(db: Database, matches: readonly TextMatch[]): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.and(matches.map((match) => eb.or(match.columns.map((column) => containsText(column, match.text))))))
    .limit(FEW_MATCHES + 1)
    .execute();
  return rows.map((row) => row.id);
}

async function sqliteMatches(db: Database, matches: readonly TextMatch[]): Promise<string[]> {
  // Each text is one quoted phrase (a substring, for the trigram tokenizer) limited to its columns.
  const expression = matches
    .map((match) => `{${match.columns.join(' ')}} : "${match.text.toLowerCase().replace(/"/g, '""')}"`)
    .join(' AND ');
  const { rows } = await sql<{ id: string }>`
    select u.id from ${sql.table(SQLITE_SEARCH_TABLE)} s join users u on u.rowid = s.rowid
    where ${sql.table(SQLITE_SEARCH_TABLE)} match ${expression}
    limit ${FEW_MATCHES + 1}`.execute(db);
  return rows.map((row) => row.id);
}
