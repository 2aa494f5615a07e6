import type { Database } from '@startupsetu/server-core/db/database';
import { newId } from '@startupsetu/server-core/ids';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** Stores the three fields only: a body's extra fields never reach the insert. */
export async function insertContactMessage(db: Database, input: ContactMessage): Promise<string> {
  const id = newId();
  await db
    .insertInto('contact_messages')
    .values({ id, name: input.name, email: input.email, message: input.message, created_at: new Date().toISOString() })
    .execute();
  return id;
}
