import type { Database } from '../db/database';
import { toPage, type Page, type PageQuery } from '../http/pagination';
import { toConnectionItem, toRequestView, type ConnectionItem, type ConnectRequestView } from './connect-requests-repository';
import { personCard, PERSON_COLUMNS, type PersonCard } from './person-card';
import { personVisibleTo } from './visibility';

// The read side of the Network page: pending requests and connections, each page one indexed query
// joined to the other person's user row (O(page)). People out of the user's sight (DESIGN §6.3)
// are left out.

export type RequestBox = 'received' | 'sent';

export type ListedRequest = ConnectRequestView & {
  /** The other person, with the state from the caller's side. */
  person: PersonCard & { connection: 'sent' | 'received'; requestId: string };
};

/** Pending requests to (`received`) or from (`sent`) the user, newest first; the cursor is a request id. */
export async function listConnectRequests(
  db: Database,
  userId: string,
  box: RequestBox,
  { limit, cursor }: PageQuery,
): Promise<Page<ListedRequest>> {
  const mine = box === 'received' ? 'r.target_id' : 'r.requester_id';
  const theirs = box === 'received' ? 'r.requester_id' : 'r.target_id';
  let query = db
    .selectFrom('connect_requests as r')
    .innerJoin('users as u', 'u.id', theirs)
    .selectAll('r')
    .select(PERSON_COLUMNS)
    .where(mine, '=', userId)
    .where('r.status', '=', 'pending')
    .where(personVisibleTo(userId, 'u.id'));
  if (cursor) query = query.where('r.id', '<', cursor);
  const rows = await query.orderBy('r.id', 'desc').limit(limit + 1).execute();
  const page = toPage(rows, limit);
  return {
    items: page.items.map((row) => ({
      ...toRequestView(row),
      person: { ...personCard(row), connection: box, requestId: row.id },
    })),
    nextCursor: page.nextCursor,
  };
}

/** The user's connections, newest first; the cursor is the id of the last item's connection. */
export async function listConnections(db: Database, userId: string, { limit, cursor }: PageQuery): Promise<Page<ConnectionItem>> {
  let query = db
    .selectFrom('connections as c')
    .innerJoin('users as u', 'u.id', 'c.peer_id')
    .select([...PERSON_COLUMNS, 'c.id', 'c.created_at as connected_at'])
    .where('c.user_id', '=', userId)
    .where(personVisibleTo(userId, 'u.id'));
  if (cursor) query = query.where('c.id', '<', cursor);
  const rows = await query.orderBy('c.id', 'desc').limit(limit + 1).execute();
  const page = toPage(rows, limit);
  return { items: page.items.map(toConnectionItem), nextCursor: page.nextCursor };
}
