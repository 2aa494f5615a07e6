import { PostgresAdapter, sql } from 'kysely';
import type { Database } from './database';
import { containsText, MIN_INDEXED_LENGTH } from './like-pattern';
import { SQLITE_SEARCH_TABLE } from './migrations/0013-search-index';
import { roleSearchTable } from './migrations/0015-role-search-index';
import type { Role } from './schema';

// Lists that search text (discovery, people) walk their order index when matches are common and
// start from the text index of migration 0013 when they are few: walking costs O(rows read until
// the page fills), small exactly when matches are common; the text index costs O(matches) plus a
// sort of those. So a search first walks a window of WINDOW rows in list order; only when that
// does not fill the page does it ask the text index for at most FEW_MATCHES + 1 ids, and only
// when there are more than that (matches neither common nor few), or the text is too short for
// the index, does it walk on, window by window, until the page fills. When the first window holds
// enough matches that a few more windows should fill the page, it walks on without asking the
// index, whose answer costs the text's matches in the whole table. A search of one role's profiles
// asks that role's own text index (migration 0015), so matches in other roles cost nothing.

export type SearchedColumn = 'search_text' | 'search_name' | 'email' | 'filter_text';

/** `text` appears (case-insensitively) in one of `columns`. */
export interface TextMatch {
  columns: readonly SearchedColumn[];
  text: string;
}

/** Above this many matches, a page comes sooner from the order index than from sorting every match. */
export const FEW_MATCHES = 2000;

/** How many rows of the list order a search reads before it asks the text index. */
export const WINDOW = 1000;

/**
 * How the page query is narrowed: to rows after `after` (instead of after the cursor) up to
 * `until` inclusive, or to these ids.
 */
export interface SearchRestriction<Key> {
  after?: Key;
  until?: Key;
  onlyIds?: readonly string[];
}

/** A page may stop short after this many windows; its cursor then resumes the walk. */
export const WALK_WINDOWS = 5;

export interface SearchedRows<Row, Key> {
  /** The page's rows, and one more when another page follows. */
  rows: Row[];
  /** Set when the walk stopped before the page filled: where the next page goes on. */
  resumeAfter?: Key;
}

/**
 * The rows of one page of a searched list (limit + 1 of them, when another page follows).
 * `windowEnd(after)` answers the key of the WINDOW-th row after `after` (or the cursor) in list
 * order, ignoring the search (undefined when fewer rows follow); `page` runs the page's query,
 * narrowed as asked.
 */
export async function searchPage<Row, Key>(
  db: Database,
  search: {
    matches: readonly TextMatch[];
    /** Set when every row of the list has this role. */
    role?: Role;
    /**
     * Another list's text index (e.g. titles): the ids matching, when at most FEW_MATCHES do (else
     * undefined). Set, the list is searched through it instead of the users' for `matches`.
     */
    fewMatchingIds?: () => Promise<string[] | undefined>;
    limit: number;
    windowEnd: (after?: Key) => Promise<Key | undefined>;
    page: (restriction: SearchRestriction<Key>) => Promise<Row[]>;
  },
): Promise<SearchedRows<Row, Key>> {
  const { matches, role, limit, windowEnd, page } = search;
  const fewMatchingIds = search.fewMatchingIds ?? (() => fewMatchingUserIds(db, matches, role));
  if (matches.length === 0 && !search.fewMatchingIds) return { rows: await page({}) };
  const until = await windowEnd();
  const inWindow = await page({ until });
  if (until === undefined || inWindow.length > limit) return { rows: inWindow };
  if (walkFillsPage(inWindow.length, limit)) return walkOn(inWindow, until, search);
  const onlyIds = await fewMatchingIds();
  if (onlyIds !== undefined) return { rows: onlyIds.length === 0 ? [] : await page({ onlyIds }) };
  return walkOn(inWindow, until, search);
}

/** Whether the first window's matches, `found` of the page's `limit`, say the walk will soon fill it. */
function walkFillsPage(found: number, limit: number): boolean {
  return found > 0 && (limit + 1 - found) / found <= WALK_WINDOWS - 1;
}

// Texts too short for the index, or matches neither few nor common: read on window by window, each
// its own short query, so a walk never holds the database (and SQLite's thread) for long; after
// WALK_WINDOWS windows the page is answered as far as it got (maybe empty) with a cursor to go on.
async function walkOn<Row, Key>(
  rows: Row[],
  from: Key,
  { limit, windowEnd, page }: Parameters<typeof searchPage<Row, Key>>[1],
): Promise<SearchedRows<Row, Key>> {
  let after = from;
  for (let windows = 1; rows.length <= limit; windows += 1) {
    if (windows === WALK_WINDOWS) return { rows, resumeAfter: after };
    const until = await windowEnd(after);
    rows.push(...(await page({ after, until })));
    if (until === undefined) break;
    after = until;
  }
  return { rows: rows.slice(0, limit + 1) };
}

/**
 * The ids of the users (of `role`, when set) matching every one of `matches` (possibly a few more
 * on SQLite, so callers still apply their own conditions), when there are at most FEW_MATCHES;
 * undefined when there are more, or when no text is long enough for the index.
 */
export async function fewMatchingUserIds(
  db: Database,
  matches: readonly TextMatch[],
  role?: Role,
): Promise<string[] | undefined> {
  const indexed = matches.filter((match) => [...match.text].length >= MIN_INDEXED_LENGTH);
  if (indexed.length === 0) return undefined;
  const ids =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await postgresMatches(db, indexed, role)
      : await sqliteMatches(db, indexed, role);
  return ids.length > FEW_MATCHES ? undefined : ids;
}

async function postgresMatches(db: Database, matches: readonly TextMatch[], role?: Role): Promise<string[]> {
  let select = db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.and(
        matches.map((match) => eb.or(match.columns.map((column) => containsText(column, match.text, { viaTextIndex: true })))),
      ),
    );
  // A literal, so the planner can prove the role's partial indexes (migration 0015) apply.
  if (role) select = select.where('role', '=', sql.lit(role));
  const rows = await select.limit(FEW_MATCHES + 1).execute();
  return rows.map((row) => row.id);
}

const ROLE_SEARCHED: readonly SearchedColumn[] = ['search_text', 'filter_text'];

async function sqliteMatches(db: Database, matches: readonly TextMatch[], role?: Role): Promise<string[]> {
  // Each text is one quoted phrase (a substring, for the trigram tokenizer) limited to its columns.
  const expression = matches
    .map((match) => `{${match.columns.join(' ')}} : "${match.text.toLowerCase().replace(/"/g, '""')}"`)
    .join(' AND ');
  const inRole = role && matches.every((match) => match.columns.every((column) => ROLE_SEARCHED.includes(column)));
  const table = sql.table(inRole ? roleSearchTable(role) : SQLITE_SEARCH_TABLE);
  const { rows } = await sql<{ id: string }>`
    select u.id from users u
    where u.rowid in (select rowid from ${table} where ${table} match ${expression} limit ${FEW_MATCHES + 1})`.execute(db);
  return rows.map((row) => row.id);
}
