import { sql, type RawBuilder } from 'kysely';

// Both sides are lower-cased in JavaScript, so LIKE behaves the same on SQLite (which folds ASCII
// case) and PostgreSQL (which does not), and non-ASCII letters match too.

/** Trigram indexes (migration 0013) cannot look up shorter texts. */
export const MIN_INDEXED_LENGTH = 3;

/** `column` contains `query` (case-insensitive; `%`, `_` and `\` in the query are literal). */
export function containsText(column: string, query: string): RawBuilder<boolean> {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // A trigram index would read all of itself for a shorter text: hide the column from it, so
  // PostgreSQL walks the list's own order index instead.
  const searched = [...query].length < MIN_INDEXED_LENGTH ? sql`(${sql.ref(column)} || '')` : sql.ref(column);
  return sql<boolean>`${searched} like ${pattern} escape ${sql.lit('\\')}`;
}
