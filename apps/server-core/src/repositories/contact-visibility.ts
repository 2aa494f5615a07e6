import { contactShown } from '../contract/privacy';
import type { Database } from '../db/database';
import type { ConnectionState } from './connections-repository';
import { parseProfile } from './profile-details';

// Each person's email and phone reach only whom they chose (DESIGN §7.4: everyone signed in,
// connections, or only them; connections by default), on every reply that carries people.

interface PersonCard {
  _id: string;
  email?: string;
  profiledetails: object;
}

/**
 * `people` as `viewerId` may see them: each one's email only when its owner shows it to the viewer
 * (and otherwise none), their phone (`profiledetails.phoneno`) likewise. One read for the page.
 */
export async function withVisibleContacts<T extends PersonCard & ConnectionState>(db: Database, viewerId: string, people: readonly T[]): Promise<T[]> {
  if (people.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'profile', 'email_visibility', 'phone_visibility'])
    .where('id', 'in', [...new Set(people.map((person) => person._id))])
    .execute();
  const contacts = new Map(rows.map((row) => [row.id, row]));
  return people.map((person) => {
    const { email: _listed, ...rest } = person;
    const row = contacts.get(person._id);
    if (!row) return rest as T;
    const viewer = { self: person._id === viewerId, connected: person.connection === 'connected' };
    const phone = contactShown(row.phone_visibility, viewer) ? phoneOf(row.profile) : '';
    return {
      ...rest,
      ...(contactShown(row.email_visibility, viewer) && { email: row.email }),
      profiledetails: phone ? { ...person.profiledetails, phoneno: phone } : person.profiledetails,
    } as T;
  });
}

function phoneOf(profile: string): string {
  const phone = (parseProfile(profile) as Record<string, unknown>).phoneno;
  return typeof phone === 'string' ? phone.trim() : '';
}
