import { sql, type Expression, type SqlBool } from 'kysely';
import type { Sector, Stage } from '../contract/startup-fields';
import type { Database } from '../db/database';
import { searchPage, WINDOW } from '../db/text-search';
import { textConditions, textMatches, type DiscoveryQuery } from './discovery-repository';
import { chequeBand, investorFilterKey } from './investor-filters';
import { toPublicUserView, type UserView } from './users-repository';
import { personVisibleTo } from './visibility';

// /FindInvestor filtered by what founders look for (DESIGN §7.4): stage, sector, city and cheque
// size, beside the spec's filters and the search. A page walks one filter_key of investor_filters
// (migration 0027) in list order from its cursor: stage and sector together when both are asked
// (one key), else the stage, the sector, the cheque's step or the city. What the walk's key does not
// say is checked on the rows it reads: the city (a primary-key lookup of the same table), the cheque
// range (on the walked row itself), the search and the spec's filters (on the users row). With no
// such check a page costs O(page) exactly; with one it is read a window at a time (text-search.ts),
// so a page costs at most a few windows and may come back short with a cursor to go on.

export interface InvestorFilters {
  stage?: Stage;
  sector?: Sector;
  city?: string;
  /** Rupees: investors whose cheque range holds it. */
  cheque?: number;
}

/** Whether any of the investor filters is set (else the plain discovery list serves the request). */
export function hasInvestorFilters(filters: InvestorFilters): boolean {
  return Boolean(filters.stage || filters.sector || filters.city?.trim() || filters.cheque !== undefined);
}

interface Walk {
  key: string;
  /** Conditions on the walked row `f` that its key does not already make true. */
  checks: Expression<SqlBool>[];
}

function walkOf({ stage, sector, city, cheque }: InvestorFilters): Walk {
  const cityKey = city?.trim() ? investorFilterKey.city(city) : undefined;
  const key =
    stage && sector
      ? investorFilterKey.stageSector(stage, sector)
      : stage
        ? investorFilterKey.stage(stage)
        : sector
          ? investorFilterKey.sector(sector)
          : cheque !== undefined
            ? investorFilterKey.cheque(chequeBand(cheque))
            : cityKey!;
  const checks: Expression<SqlBool>[] = [];
  // Looked up among the walked investor's own rows (`|| ''` keeps a planner from reading every row
  // of the city instead and joining them, which costs the city's investors, not a page).
  if (cityKey && key !== cityKey) {
    checks.push(sql<SqlBool>`EXISTS (SELECT 1 FROM investor_filters c WHERE c.user_id = f.user_id AND (c.filter_key || '') = ${cityKey})`);
  }
  // A step also holds ranges that end just short of the cheque; an investor who said no range has none.
  if (cheque !== undefined) {
    checks.push(
      sql<SqlBool>`((f.cheque_min IS NOT NULL OR f.cheque_max IS NOT NULL) AND coalesce(f.cheque_min, 0) <= ${cheque} AND coalesce(f.cheque_max, ${cheque}) >= ${cheque})`,
    );
  }
  return { key, checks };
}

/** A discovery cursor as a list key: a bare id (the unfiltered list's older cursors) counts as named. */
const listKeyOf = (cursor: string | undefined) => (cursor === undefined ? undefined : cursor.includes('-') ? cursor : `1-${cursor}`);

type Row = { list_key: string; id: string; email: string; role: 'Investor'; verified: 0 | 1; profile: string; profile_pic: string | null; badges: string | null };

/** One page of the investor list narrowed by `investor` (and the query's own search and filters). */
export async function listFilteredInvestors(
  db: Database,
  query: Omit<DiscoveryQuery, 'role'>,
  investor: InvestorFilters,
): Promise<{ items: UserView[]; nextCursor: string | null }> {
  const { limit } = query;
  const { key, checks } = walkOf(investor);
  const matches = textMatches({ ...query, role: 'Investor' });
  const conditions = [...checks, ...textConditions(query)];
  const cursor = listKeyOf(query.cursor);
  const walked = (after: string | undefined) => {
    let select = db.selectFrom('investor_filters as f').where('f.filter_key', '=', key);
    if (after !== undefined) select = select.where('f.list_key', '<', after);
    return select;
  };
  const { rows, resumeAfter } = await searchPage<Row, string>(db, {
    matches,
    role: 'Investor',
    // Checks without a text to look up: read window by window (there is no index to ask).
    ...(matches.length === 0 && checks.length > 0 ? { fewMatchingIds: async () => undefined } : {}),
    limit,
    windowEnd: async (after) => {
      const row = await walked(after ?? cursor).select('f.list_key').orderBy('f.list_key', 'desc').limit(1).offset(WINDOW - 1).executeTakeFirst();
      return row?.list_key;
    },
    page: async ({ after, until, onlyIds }) => {
      // A cross join keeps SQLite's walk on investor_filters' index, users looked up by id per row.
      let select = walked(after ?? cursor)
        .crossJoin('users as u')
        .whereRef('u.id', '=', 'f.user_id')
        .select(['f.list_key', 'u.id', 'u.email', 'u.role', 'u.verified', 'u.profile', 'u.profile_pic', 'u.badges'])
        .where('u.id', '<>', query.excludeUserId)
        .where(personVisibleTo(query.excludeUserId, 'u.id'));
      if (until !== undefined) select = select.where('f.list_key', '>=', until);
      if (onlyIds) select = select.where('u.id', 'in', onlyIds);
      for (const condition of conditions) select = select.where(condition);
      return (await select.orderBy('f.list_key', 'desc').limit(limit + 1).execute()) as Row[];
    },
  });
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toPublicUserView),
    nextCursor: rows.length > limit && last ? last.list_key : (resumeAfter ?? null),
  };
}
