import type { Kysely, Migration } from 'kysely';

// Idempotency keys become claims: a row is inserted 'pending' before the route runs (the primary
// key on (user_id, key) picks one winner among concurrent duplicates) and turns 'done' with the
// answer. Method and path let a key reused for another request be told apart. Rows stored before
// this migration were finished answers, hence the 'done' default.
export const idempotencyReplay: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('idempotency_keys')
      .addColumn('method', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('idempotency_keys')
      .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('idempotency_keys')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('done'))
      .execute();
  },

  async down(db: Kysely<any>) {
    for (const column of ['state', 'path', 'method']) {
      await db.schema.alterTable('idempotency_keys').dropColumn(column).execute();
    }
  },
};
