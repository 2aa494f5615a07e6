import type { Database } from '../db/database';
import type { Role } from '../db/schema';
import { filterValue } from './profile-details';
import { toPublicUserView, type UserView } from './users-repository';
import { personVisibleTo } from './visibility';
import { containsText } from '../db/like-pattern';
import { searchPage, WINDOW, type TextMatch } from '../db/text-search';
import { sql, type Expression, type SqlBool } from 'kysely';

// The "Find …" lists: one role, profiles with a Username first, then newest first; filtered on the
// role's filterable fields (users.filter_text) and searched by `q` (users.search_text). The index
// (role, has_username, id) serves the order, so a page costs a page whatever the table's size;
// searches and filters that match few profiles start from the text index instead (db/text-search.ts),
// so one that matches nothing costs nothing either.

export interface DiscoveryFilter {
  /** A field of FILTERED_PROFILE_FIELDS, as stored (e.g. `interestAreas`). */
  field: string;
  value: string;
  /** Matches a value containing `value` instead of equal to it (only the role's last filtered field). */
  partial?: boolean;
}

export interface DiscoveryQuery {
  role: Role;
  /** The viewer: left out, and only people they may see are listed (DESIGN §6.3). */
  excludeUserId: string;
  limit: number;
  /** `<has_username>-<id>` of the previous page's last card (a bare id counts as named). */
  cursor?: string;
  q?: string;
  filters: readonly DiscoveryFilter[];
  /** Only these users (the few that match the texts, found through the text index). */
  onlyIds?: readonly string[];
  /** Only up to this card, inclusive (the end of the window a search reads first). */
  until?: OrderKey;
}

type OrderKey = [hasUsername: 0 | 1, id: string];

const COLUMNS = ['id', 'email', 'role', 'verified', 'profile', 'profile_pic', 'badges', 'has_username'] as const;

export const DISCOVERY_CURSOR_PATTERN = '^([01]-)?[0-9a-f]{1,64}$';

export async function listDiscoveryProfiles(
  db: Database,
  query: DiscoveryQuery,
): Promise<{ items: UserView[]; nextCursor: string | null }> {
  const { limit } = query;
  const { rows, resumeAfter } = await searchPage(db, {
    matches: textMatches(query),
    role: query.role,
    limit,
    windowEnd: (after?: OrderKey) => windowEnd(db, { ...query, cursor: after ? cursorOf(after) : query.cursor }),
    page: ({ after, until, onlyIds }) =>
      discoverySelect(db, { ...query, cursor: after ? cursorOf(after) : query.cursor, until, onlyIds }).execute(),
  });
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toPublicUserView),
    nextCursor:
      rows.length > limit && last ? cursorOf([last.has_username, last.id]) : resumeAfter ? cursorOf(resumeAfter) : null,
  };
}

/** The page's query (one more row than the page, to know whether another follows). */
export function discoverySelect(db: Database, query: DiscoveryQuery) {
  const { limit, q, filters, onlyIds, until } = query;
  let select = orderedCards(db, query).select(COLUMNS).where(personVisibleTo(query.excludeUserId, 'u.id'));
  if (until) {
    select = select.where((eb) => eb(eb.refTuple('has_username', 'id'), '>=', eb.tuple(...until)));
    // Said again column by column: PostgreSQL cannot estimate a row comparison, and planned a
    // window of named profiles as a scan of the whole table.
    if (until[0] === 1) select = select.where('has_username', '=', 1).where('id', '>=', until[1]);
    const below = query.cursor && parseCursor(query.cursor);
    if (below && below[0] === until[0]) select = select.where('id', '<', below[1]);
  }
  if (onlyIds) select = select.where('id', 'in', onlyIds);
  for (const condition of textConditions({ q, filters })) select = select.where(condition);
  return select.orderBy('has_username', 'desc').orderBy('id', 'desc').limit(limit + 1);
}

/** The search's and the filters' conditions on the users row (its search_text and filter_text). */
export function textConditions({ q, filters }: Pick<DiscoveryQuery, 'q' | 'filters'>): Expression<SqlBool>[] {
  const conditions = q ? [containsText('search_text', q)] : [];
  for (const filter of filters) {
    const key = filter.field.toLowerCase();
    const value = filterValue(filter.value);
    conditions.push(filter.partial ? containsLine(`\n${key}=`, value) : containsText('filter_text', `\n${key}=${value}\n`));
  }
  return conditions;
}

const cursorOf = ([named, id]: OrderKey) => `${named}-${id}`;

// The role's cards after the cursor. Aliased so that the visibility condition's own `users`
// lookups cannot shadow the outer row.
function orderedCards(db: Database, { role, excludeUserId, cursor }: DiscoveryQuery) {
  let select = db.selectFrom('users as u').where('role', '=', role).where('id', '<>', excludeUserId);
  if (cursor) select = select.where((eb) => eb(eb.refTuple('has_username', 'id'), '<', eb.tuple(...parseCursor(cursor))));
  return select;
}

const parseCursor = (cursor: string): OrderKey =>
  cursor.includes('-') ? [Number(cursor[0]) as 0 | 1, cursor.slice(2)] : [1, cursor];

async function windowEnd(db: Database, query: DiscoveryQuery): Promise<OrderKey | undefined> {
  const row = await orderedCards(db, query)
    .select(['has_username', 'id'])
    .orderBy('has_username', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(WINDOW - 1)
    .executeTakeFirst();
  return row && [row.has_username, row.id];
}

/** What the query's search and filters look for in the text index. */
export function textMatches({ q, filters }: DiscoveryQuery): TextMatch[] {
  const matches: TextMatch[] = q ? [{ columns: ['search_text'], text: q }] : [];
  for (const filter of filters) {
    const line = `\n${filter.field.toLowerCase()}=`;
    const value = filterValue(filter.value);
    const texts = filter.partial ? [line, value] : [`${line}${value}\n`];
    matches.push(...texts.map((text) => ({ columns: ['filter_text'] as const, text })));
  }
  return matches;
}

// `prefix` then, later on the same (last) line, `value`: '%\nkey=%value%'. Hidden from the text
// index, as containsText's page conditions are.
function containsLine(prefix: string, value: string) {
  const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const pattern = `%${escape(prefix)}%${escape(value)}%`;
  return sql<boolean>`(${sql.ref('filter_text')} || '') like ${pattern} escape ${sql.lit('\\')}`;
}
