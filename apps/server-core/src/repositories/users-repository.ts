import type { Database } from '../db/database';
import type { Role, UserRow } from '../db/schema';
import { newId } from '../ids';

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function insertUser(
  db: Database,
  user: { email: string; passwordHash: string; role: Role },
): Promise<UserRow> {
  const row: UserRow = {
    id: newId(),
    email: normalizeEmail(user.email),
    password_hash: user.passwordHash,
    role: user.role,
    verified: 0,
    profile: '{}',
    profile_pic: null,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

/** Returns false when no user has that email. */
export async function setUserVerified(db: Database, email: string, verified: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ verified: verified ? 1 : 0 })
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface UserView {
  _id: string;
  email: string;
  role: Role;
  verified: boolean;
  profiledetails: Record<string, unknown>;
}

// The spec's user as the web app reads it; profilePic becomes a /media URL (or null).
export function toUserView(row: UserRow): UserView {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    verified: Boolean(row.verified),
    profiledetails: { ...parseProfile(row.profile), profilePic: mediaUrl(row.profile_pic) },
  };
}

export function mediaUrl(file: string | null): string | null {
  if (!file) return null;
  return /^https?:\/\//.test(file) ? file : `/media/${file}`;
}

function parseProfile(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
