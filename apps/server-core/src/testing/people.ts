import type { Database } from '../db/database';
import { insertUser } from '../repositories/users-repository';

let inserted = 0;

/** Inserts a Hustler with an email of its own (from `name`) and answers the id, for repository tests. */
export async function insertPerson(db: Database, name: string): Promise<string> {
  inserted += 1;
  const user = await insertUser(db, { email: `${name}-${inserted}@people.example.com`, passwordHash: 'h', role: 'Hustler' });
  return user!.id;
}
