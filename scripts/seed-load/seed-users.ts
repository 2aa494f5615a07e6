import type { Database } from '@startupsetu/server-core/db/database';
import { hashPassword } from '@startupsetu/server-core/passwords';
import { insertUser, updateUserProfile } from '@startupsetu/server-core/repositories/users-repository';
import { writeInBatches, type Progress } from './batches';
import { emailOf, HEAVY_PASSWORD, profileOf, roleOf } from './load-people';

/**
 * Signs up `count` people (person 0 is the heavy user) and saves each one's profile as the
 * profile form does (updateUserProfile fills the search and discovery columns). Every account
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
      for (let index = first; index < last; index += 1) {
        const user = await insertUser(trx, { email: emailOf(index), passwordHash, role: roleOf(index) });
        const profile = profileOf(index);
        await updateUserProfile(trx, user.id, () => profile);
        ids[index] = user.id;
      }
    },
    progress,
  );
  return ids;
}
