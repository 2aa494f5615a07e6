import type { Database } from '@startupsetu/server-core/db/database';
import type { Role } from '@startupsetu/server-core/db/schema';
import { HttpError } from '@startupsetu/server-core/errors';
import { connectionStates } from '@startupsetu/server-core/repositories/connections-repository';
import { parseProfile } from '@startupsetu/server-core/repositories/profile-details';
import { toPublicUserView, type UserView } from '@startupsetu/server-core/repositories/users-repository';
import { personVisibleTo } from '@startupsetu/server-core/repositories/visibility';
import { fitOf, ROLE_FIT } from './suggestion-ranking';

// People to meet: the newest named profiles of the roles the caller needs (an indexed read of at
// most CANDIDATES_PER_ROLE rows per role), minus people already connected or with a pending
// request and people out of the caller's sight, ranked in code. The cost is the same however many users there are.
const CANDIDATES_PER_ROLE = 150;

export type Suggestion = Omit<UserView, 'email'> & { reason: string; connection: 'none' };

export interface SuggestionPage {
  items: Suggestion[];
  nextCursor: string | null;
}

/** The cursor is the position in the ranking where the next page starts. */
function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!/^\d{1,6}$/.test(cursor)) throw new HttpError(400, 'cursor is not one this list gave', 'cursor');
  return Number(cursor);
}

export async function suggestPeople(
  db: Database,
  viewerId: string,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<SuggestionPage> {
  const offset = offsetOf(cursor);
  const viewer = await db.selectFrom('users').select(['role', 'profile']).where('id', '=', viewerId).executeTakeFirst();
  if (!viewer) throw new HttpError(404, 'User not found');
  const roles = Object.keys(ROLE_FIT[viewer.role]) as Role[];
  const batches = await Promise.all(
    roles.map((role) =>
      db
        .selectFrom('users as u')
        .select(['id', 'email', 'role', 'verified', 'profile', 'profile_pic', 'badges'])
        .where('role', '=', role)
        .where('id', '<>', viewerId)
        .where(personVisibleTo(viewerId, 'u.id'))
        .where('search_name', '<>', '')
        .orderBy('id', 'desc')
        .limit(CANDIDATES_PER_ROLE)
        .execute(),
    ),
  );
  const candidates = batches.flat();
  const states = await connectionStates(
    db,
    viewerId,
    candidates.map((row) => row.id),
  );
  const me = { role: viewer.role, profile: parseProfile(viewer.profile) };
  const ranked = candidates
    .filter((row) => !states.has(row.id))
    .flatMap((row) => {
      const fit = fitOf(me, { role: row.role, profile: parseProfile(row.profile) });
      return fit ? [{ row, fit }] : [];
    })
    .sort((a, b) => b.fit.score - a.fit.score || (a.row.id < b.row.id ? 1 : -1));
  const page = ranked.slice(offset, offset + limit);
  return {
    items: page.map(({ row, fit }) => {
      const { email: _hidden, ...card } = toPublicUserView(row);
      return { ...card, reason: fit.reason, connection: 'none' as const };
    }),
    nextCursor: offset + limit < ranked.length ? String(offset + limit) : null,
  };
}
