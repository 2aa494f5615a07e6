import { sql, type Kysely, type Migration } from 'kysely';
import { newId } from '../../ids';

// Connect and ignite requests become records with a state (DESIGN §6.1): pending → accepted |
// declined | withdrawn. `pair_key` is the two user ids in sorted order, so one unique partial index
// keeps two users to one pending request between them, whoever sent it and however the calls race.
// A connection is stored twice, once from each side, so each user's list pages by one index and the
// primary key keeps a pair to one connection. Notifications learn what they open (`link`) and which
// request they are about; the old one-unread-connect index gives way to the request records.
export const connections: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('connect_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('requester_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('target_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('pair_key', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('connect_requests_pending_pair_idx')
      .on('connect_requests')
      .column('pair_key')
      .unique()
      .where(sql.ref('status'), '=', 'pending')
      .execute();
    await db.schema
      .createIndex('connect_requests_target_idx')
      .on('connect_requests')
      .columns(['target_id', 'status', 'id'])
      .execute();
    await db.schema
      .createIndex('connect_requests_requester_idx')
      .on('connect_requests')
      .columns(['requester_id', 'status', 'id'])
      .execute();

    await db.schema
      .createTable('connections')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('peer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('connections_pk', ['user_id', 'peer_id'])
      .execute();
    await db.schema.createIndex('connections_user_id_idx').on('connections').columns(['user_id', 'id']).execute();

    await db.schema.alterTable('notifications').addColumn('link', 'text').execute();
    await db.schema.alterTable('notifications').addColumn('request_id', 'text').execute();
    await db.schema.dropIndex('notifications_pending_connect_idx').execute();

    await requestsFromUnreadNotifications(db);
  },

  async down(db: Kysely<any>) {
    // Back to one unread 'connect' per actor and recipient: older duplicates count as read.
    await db
      .updateTable('notifications as n')
      .set({ is_read: 1 })
      .where('n.type', '=', 'connect')
      .where('n.is_read', '=', 0)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('notifications as later')
            .select('later.id')
            .whereRef('later.user_id', '=', 'n.user_id')
            .whereRef('later.actor_id', '=', 'n.actor_id')
            .where('later.type', '=', 'connect')
            .where('later.is_read', '=', 0)
            .whereRef('later.id', '>', 'n.id'),
        ),
      )
      .execute();
    await db.schema
      .createIndex('notifications_pending_connect_idx')
      .on('notifications')
      .columns(['user_id', 'actor_id'])
      .unique()
      .where(sql.ref('type'), '=', 'connect')
      .where(sql.ref('is_read'), '=', 0)
      .execute();
    await db.schema.alterTable('notifications').dropColumn('request_id').execute();
    await db.schema.alterTable('notifications').dropColumn('link').execute();
    await db.schema.dropTable('connections').execute();
    await db.schema.dropTable('connect_requests').execute();
  },
};

// As connections-repository's pairKey; a migration keeps its own copy, frozen with it.
function pairKeyOf(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

// Before this migration a connect or ignite request was an unread notification: each still unread
// becomes a pending request (the newest per pair), so the people who asked see 'Request sent' and
// the people asked can still answer.
async function requestsFromUnreadNotifications(db: Kysely<any>) {
  const rows = (await db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'actor_id', 'type', 'created_at'])
    .where('type', 'in', ['connect', 'ignite'])
    .where('is_read', '=', 0)
    .where('actor_id', 'is not', null)
    .orderBy('id', 'desc')
    .execute()) as { id: string; user_id: string; actor_id: string; type: string; created_at: string }[];
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.actor_id === row.user_id) continue;
    const pairKey = pairKeyOf(row.actor_id, row.user_id);
    if (seen.has(pairKey)) continue;
    seen.add(pairKey);
    const requestId = newId();
    await db
      .insertInto('connect_requests')
      .values({
        id: requestId,
        kind: row.type,
        requester_id: row.actor_id,
        target_id: row.user_id,
        pair_key: pairKey,
        status: 'pending',
        note: null,
        created_at: row.created_at,
        updated_at: row.created_at,
      })
      .execute();
    await db
      .updateTable('notifications')
      .set({ request_id: requestId, link: '/networking' })
      .where('id', '=', row.id)
      .execute();
  }
}
