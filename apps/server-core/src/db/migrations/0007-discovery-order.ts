import type { Kysely, Migration } from 'kysely';
import type { Role } from '../schema';
import { userListColumns } from '../../repositories/profile-details';

// Discovery lists show profiles with a Username before those without and filter on profile fields
// (skills, stage, interest areas, investor type, desired role). Both live inside the profile JSON;
// a flag and a lower-cased `key=value` line per filterable value, kept beside it like the search
// columns, let one portable query and one index serve both databases in the list's order.
export const discoveryOrder: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('users')
      .addColumn('has_username', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('filter_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createIndex('users_role_named_id_idx')
      .on('users')
      .columns(['role', 'has_username', 'id'])
      .execute();

    const filled = await db
      .selectFrom('users')
      .select(['id', 'role', 'profile'])
      .where('profile', '<>', '{}')
      .execute();
    for (const row of filled as { id: string; role: Role; profile: string }[]) {
      await db.updateTable('users').set(userListColumns(row.role, row.profile)).where('id', '=', row.id).execute();
    }
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('users_role_named_id_idx').execute();
    await db.schema.alterTable('users').dropColumn('filter_text').execute();
    await db.schema.alterTable('users').dropColumn('has_username').execute();
  },
};
