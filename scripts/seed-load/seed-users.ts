import type { Database } from '@startupsetu/server-core/db/database';
import { hashPassword } from '@startupsetu/server-core/passwords';
import { insertUsers } from '@startupsetu/server-core/repositories/users-repository';
import { writeInBatches, type Progress } from './batches';
import { emailOf, HEAVY_PASSWORD, profileOf, roleOf } from './load-people';

/**
 * Signs up `count` people (person 0 is the heavy user), each with the profile the role's form
 * saves (insertUsers fills the search and discovery columns as a profile save does). Every account
 * shares one real hash of HEAVY_PASSWORD: hashing a million passwords is not what this is for.
 * Answers the user ids by person number.
 */
export async function seedUsers(db: Database, count: number, progress?: Progress): Promise<string[]> {
  const passwordHash = await hashPassword(HEAVY_PASSWORD);
  const ids: string[] = new Array(count);
  await writeInBatches(
    db,
    'users',
    count,
    async (trx, first, last) => {
      const people = Array.from({ length: last - first }, (_, i) => ({ email: emailOf(first + i), passwordHash, role: roleOf(first + i), profile: profileOf(first + i) }));
      const stored = await insertUsers(trx, people);
      stored.forEach((id, i) => (ids[first + i] = id));
    },
    progress,
  );
  return ids;
}
