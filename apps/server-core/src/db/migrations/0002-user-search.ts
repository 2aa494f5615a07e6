import type { Kysely, Migration } from 'kysely';
import type { Role } from '../schema';
import { userSearchColumns } from '../../repositories/profile-details';

// Discovery lists search profile fields that live inside the profile JSON, which SQLite and
// PostgreSQL query differently. Lower-cased copies kept beside the JSON (rewritten on every profile
// write) let one portable LIKE serve both databases.
export const userSearch: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('users')
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    const filled = await db
      .selectFrom('users')
      .select(['id', 'role', 'profile'])
      .where('profile', '<>', '{}')
      .execute();
    for (const row of filled as { id: string; role: Role; profile: string }[]) {
      await db.updateTable('users').set(userSearchColumns(row.role, row.profile)).where('id', '=', row.id).execute();
    }
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('search_name').execute();
    await db.schema.alterTable('users').dropColumn('search_text').execute();
  },
};
