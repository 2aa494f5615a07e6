import { sql, type RawBuilder } from 'kysely';

// Both sides are lower-cased in JavaScript, so LIKE behaves the same on SQLite (which folds ASCII
// case) and PostgreSQL (which does not), and non-ASCII letters match too.

/** `column` contains `query` (case-insensitive; `%`, `_` and `\` in the query are literal). */
export function containsText(column: string, query: string): RawBuilder<boolean> {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape ${sql.lit('\\')}`;
}
