import type { Database } from '@startupsetu/server-core/db/database';

export const SEED_HINT =
  'The database has no users yet. To explore a demo community, run `npm run seed:demo` ' +
  '(in another terminal, now or later); the README lists its sign-ins under "Demo data".';

/** What `npm start` says first when nobody has signed up yet; nothing otherwise. */
export async function seedHint(db: Database): Promise<string | undefined> {
  const anyone = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return anyone ? undefined : SEED_HINT;
}
