import type { Database } from '../db/database';
import { newId } from '../ids';

/** Makes two people connected (a row for each side), as accepting `requestId` would, without asking. */
export async function connectPeople(db: Database, aId: string, bId: string, requestId: string | null = null): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('connections')
    .values([
      { user_id: aId, peer_id: bId, id: newId(), request_id: requestId, created_at: now },
      { user_id: bId, peer_id: aId, id: newId(), request_id: requestId, created_at: now },
    ])
    .execute();
}
