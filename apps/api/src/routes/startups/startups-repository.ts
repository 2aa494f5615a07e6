import type { Startup } from '@startupsetu/server-core/contract/startup-schemas';
import type { Sector, Stage } from '@startupsetu/server-core/contract/startup-fields';
import type { Database } from '@startupsetu/server-core/db/database';
import { isUniqueViolation } from '@startupsetu/server-core/db/constraint-errors';
import { containsText, MIN_INDEXED_LENGTH } from '@startupsetu/server-core/db/like-pattern';
import { STARTUP_SEARCH_TABLE } from '@startupsetu/server-core/db/migrations/0021-startups';
import type { StartupRow, StartupsTable } from '@startupsetu/server-core/db/schema';
import { FEW_MATCHES, searchPage, WINDOW } from '@startupsetu/server-core/db/text-search';
import { toPage, type Page, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { newId } from '@startupsetu/server-core/ids';
import { badgesOf, mediaUrl } from '@startupsetu/server-core/repositories/users-repository';
import { PostgresAdapter, sql, type Updateable } from 'kysely';
import { membersOf, type MemberView } from './startup-members-repository';
import { slugCandidates } from './startup-slug';

// The startups table: one startup's page and the directory. A page of the directory walks one of
// migration 0021's filter indexes newest first; a search (?q=) walks it while matches are common
// and starts from the text index when they are few, as search everywhere does (text-search.ts).

export interface StartupFields {
  name: string;
  oneLiner: string;
  description: string;
  sector: Sector;
  stage: Stage;
  city: string;
  foundedYear: number | null;
  teamSize: number | null;
  website: string | null;
  dpiitNumber: string | null;
}

export const cityKey = (city: string) => city.trim().toLowerCase();
const searchTextOf = (name: string, oneLiner: string) => `${name}\n${oneLiner}`.toLowerCase();

function columnsOf(fields: Partial<StartupFields>): Updateable<StartupsTable> {
  const columns: Updateable<StartupsTable> = {};
  if (fields.name !== undefined) columns.name = fields.name;
  if (fields.oneLiner !== undefined) columns.one_liner = fields.oneLiner;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.sector !== undefined) columns.sector = fields.sector;
  if (fields.stage !== undefined) columns.stage = fields.stage;
  if (fields.city !== undefined) Object.assign(columns, { city: fields.city, city_key: cityKey(fields.city) });
  if (fields.foundedYear !== undefined) columns.founded_year = fields.foundedYear;
  if (fields.teamSize !== undefined) columns.team_size = fields.teamSize;
  if (fields.website !== undefined) columns.website = fields.website;
  if (fields.dpiitNumber !== undefined) columns.dpiit_number = fields.dpiitNumber;
  return columns;
}

/** Stores a startup with its creator as its active admin; answers its id and slug (the first free one of the name's). */
export async function insertStartup(
  db: Database,
  { creatorId, fields, logo, creatorTitle = 'Founder' }: { creatorId: string; fields: StartupFields; logo: string | null; creatorTitle?: string },
): Promise<{ id: string; slug: string }> {
  for (const slug of slugCandidates(fields.name)) {
    const id = newId();
    const now = new Date().toISOString();
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('startups')
          .values({
            id,
            slug,
            name: fields.name,
            logo,
            one_liner: fields.oneLiner,
            description: fields.description,
            sector: fields.sector,
            stage: fields.stage,
            city: fields.city,
            city_key: cityKey(fields.city),
            founded_year: fields.foundedYear,
            team_size: fields.teamSize,
            website: fields.website,
            dpiit_number: fields.dpiitNumber,
            search_text: searchTextOf(fields.name, fields.oneLiner),
            created_by: creatorId,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx
          .insertInto('startup_members')
          .values({ startup_id: id, user_id: creatorId, title: creatorTitle, role: 'admin', status: 'active', invited_by: null, created_at: now })
          .execute();
      });
      return { id, slug };
    } catch (error) {
      // Another startup has this slug (maybe one made at the same moment): the next candidate.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('no free slug for a startup');
}

export async function findStartupBySlug(db: Database, slug: string): Promise<StartupRow | undefined> {
  return db.selectFrom('startups').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Changes the fields given (the logo when `logo` is not undefined); keeps the search text in step. */
export async function updateStartup(db: Database, row: StartupRow, fields: Partial<StartupFields>, logo?: string | null): Promise<void> {
  const name = fields.name ?? row.name;
  const oneLiner = fields.oneLiner ?? row.one_liner;
  await db
    .updateTable('startups')
    .set({
      ...columnsOf(fields),
      ...(logo === undefined ? {} : { logo }),
      search_text: searchTextOf(name, oneLiner),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', row.id)
    .execute();
}

export function toStartupView(row: StartupRow, members: MemberView[]): Startup {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    logo: mediaUrl(row.logo),
    oneLiner: row.one_liner,
    description: row.description,
    sector: row.sector,
    stage: row.stage,
    city: row.city,
    foundedYear: row.founded_year === null ? null : Number(row.founded_year),
    teamSize: row.team_size === null ? null : Number(row.team_size),
    website: row.website,
    dpiitNumber: row.dpiit_number,
    badges: badgesOf(row.badges),
    members,
  };
}

export interface StartupListQuery extends PageQuery {
  q?: string;
  sector?: Sector;
  stage?: Stage;
  city?: string;
  /** Only the startups this user is an active member of. */
  member?: string;
}

/** The directory, newest first, with each startup's active members. */
export async function listStartups(db: Database, query: StartupListQuery): Promise<Page<Startup>> {
  if (query.member) return memberStartups(db, query.member, query);
  const { limit, cursor } = query;
  const q = query.q?.trim() || undefined;
  const { rows, resumeAfter } = await searchPage(db, {
    matches: [],
    ...(q ? { fewMatchingIds: () => fewMatchingStartups(db, q) } : {}),
    limit,
    windowEnd: async (after?: string) => {
      const row = await filtered(db, query, after ?? cursor).select('s.id').orderBy('s.id', 'desc').limit(1).offset(WINDOW - 1).executeTakeFirst();
      return row?.id;
    },
    page: ({ after, until, onlyIds }) => {
      let select = filtered(db, query, after ?? cursor).selectAll('s');
      if (q) select = select.where(containsText('s.search_text', q));
      if (until) select = select.where('s.id', '>=', until);
      if (onlyIds) select = select.where('s.id', 'in', onlyIds);
      return select.orderBy('s.id', 'desc').limit(limit + 1).execute();
    },
  });
  return withMembers(db, toPage(rows, limit), resumeAfter);
}

async function withMembers(db: Database, page: Page<StartupRow>, resumeAfter?: string): Promise<Page<Startup>> {
  const members = await membersOf(db, page.items.map((row) => row.id), { activeOnly: true });
  return {
    items: page.items.map((row) => toStartupView(row, members.get(row.id) ?? [])),
    nextCursor: page.nextCursor ?? resumeAfter ?? null,
  };
}

/**
 * A person's startups (their profile links to them), newest first: their active memberships, read
 * from the members' user index. A person is on few teams, so any other filter is a plain check.
 */
async function memberStartups(db: Database, userId: string, query: StartupListQuery): Promise<Page<Startup>> {
  const { limit, cursor, sector, stage, city } = query;
  const q = query.q?.trim();
  let select = db
    .selectFrom('startup_members as m')
    .innerJoin('startups as s', 's.id', 'm.startup_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('s')
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active')
    // A suspended account is shown nowhere, its startups list included.
    .where('u.suspended_at', 'is', null);
  if (cursor) select = select.where('m.startup_id', '<', cursor);
  if (sector) select = select.where('s.sector', '=', sector);
  if (stage) select = select.where('s.stage', '=', stage);
  if (city?.trim()) select = select.where('s.city_key', '=', cityKey(city));
  if (q) select = select.where(containsText('s.search_text', q));
  const rows = await select.orderBy('m.startup_id', 'desc').limit(limit + 1).execute();
  return withMembers(db, toPage(rows, limit));
}

// The filters are equalities on the columns of one of the filter indexes before its id.
function filtered(db: Database, { sector, stage, city }: StartupListQuery, cursor: string | undefined) {
  let select = db.selectFrom('startups as s');
  if (sector) select = select.where('s.sector', '=', sector);
  if (stage) select = select.where('s.stage', '=', stage);
  if (city?.trim()) select = select.where('s.city_key', '=', cityKey(city));
  if (cursor) select = select.where('s.id', '<', cursor);
  return select;
}

/** The ids of startups whose name or one-liner holds `q`, when at most FEW_MATCHES do (a few more on SQLite: callers recheck). */
async function fewMatchingStartups(db: Database, q: string): Promise<string[] | undefined> {
  if ([...q].length < MIN_INDEXED_LENGTH) return undefined;
  let ids: string[];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const rows = await db.selectFrom('startups').select('id').where(containsText('search_text', q, { viaTextIndex: true })).limit(FEW_MATCHES + 1).execute();
    ids = rows.map((row) => row.id);
  } else {
    const table = sql.table(STARTUP_SEARCH_TABLE);
    const phrase = `"${q.toLowerCase().replace(/"/g, '""')}"`;
    const { rows } = await sql<{ id: string }>`
      select s.id from startups s
      where s.rowid in (select rowid from ${table} where ${table} match ${phrase} limit ${FEW_MATCHES + 1})`.execute(db);
    ids = rows.map((row) => row.id);
  }
  return ids.length > FEW_MATCHES ? undefined : ids;
}
