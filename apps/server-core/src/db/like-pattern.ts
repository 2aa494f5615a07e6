import { sql, type RawBuilder } from 'kysely';

// Both sides are lower-cased in JavaScript, so LIKE behaves the same on SQLite (which folds ASCII
// case) and PostgreSQL (which does not), and non-ASCII letters match too.

/** Trigram indexes (migration 0013) cannot look up shorter texts. */
export const MIN_INDEXED_LENGTH = 3;

/**
 * `column` contains `query` (case-insensitive; `%`, `_` and `\` in the query are literal). Only the
 * text index's own lookup (`viaTextIndex`) lets PostgreSQL answer it from a trigram index: a list's
 * page must walk its order index, as the planner, which guesses a LIKE matches almost nothing,
 * would otherwise read every match of a common text to sort them. A column stored as written
 * (`storedAsWritten`, e.g. a title) is compared lower-cased, as its index (migration 0019) holds it.
 */
export function containsText(
  column: string,
  query: string,
  { viaTextIndex = false, storedAsWritten = false } = {},
): RawBuilder<boolean> {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // A trigram index would also read all of itself for a text shorter than a trigram.
  const indexed = viaTextIndex && [...query].length >= MIN_INDEXED_LENGTH;
  const text = storedAsWritten ? sql`lower(${sql.ref(column)})` : sql.ref(column);
  const searched = indexed ? text : sql`(${text} || '')`;
  return sql<boolean>`${searched} like ${pattern} escape ${sql.lit('\\')}`;
}
