import type { Badge } from '../contract/verification-fields';
import { inTransaction, type Database } from '../db/database';
import { containsText } from '../db/like-pattern';
import { searchPage, WINDOW } from '../db/text-search';
import type { Role, UserRow } from '../db/schema';
import { HttpError } from '../errors';
import { toPage, type Page, type PageQuery } from '../http/pagination';
import { newId } from '../ids';
import { parseProfile, userListColumns, userSearchColumns, withoutPrivateFields, type ProfileDetails } from './profile-details';
import { profileView, type ProfileView } from './profile-view';
import { personVisibleTo } from './visibility';
import { inParts } from '../db/in-parts';
import { insertInvestorFilters, investorFilterRows, replaceInvestorFilters } from './investor-filters';

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
  const row = newUserRow(user);
  await db.insertInto('users').values(row).execute();
  return {
    ...row,
    moderator: 0,
    suspended_at: null,
    email_verified_at: null,
    adult_confirmed_at: null,
    privacy_notice_version: null,
    privacy_consented_at: null,
    email_visibility: null,
    phone_visibility: null,
    messages_from: null,
    badges: null,
  };
}

/** Whether the account has proven its email (DESIGN §7.4). */
export async function isEmailProven(db: Database, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('email_verified_at').where('id', '=', userId).executeTakeFirst();
  return Boolean(row?.email_verified_at);
}

/** Sign-up's consent (DESIGN §7.4): 18 or older, and the privacy notice agreed to, with when. */
export async function recordConsent(db: Database, userId: string, noticeVersion: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db.updateTable('users').set({ adult_confirmed_at: at, privacy_notice_version: noticeVersion, privacy_consented_at: at }).where('id', '=', userId).execute();
}

/**
 * Signs many people up at once, each with a saved profile (search and discovery columns filled as
 * updateUserProfile fills them), in one transaction; for `npm run seed:load`. Answers the ids in order.
 */
export async function insertUsers(
  db: Database,
  users: readonly { email: string; passwordHash: string; role: Role; profile: ProfileDetails }[],
): Promise<string[]> {
  const rows = users.map((user) => ({
    ...newUserRow(user),
    // Made by the operator for load, not by a person at sign-up: nothing to prove.
    email_verified_at: new Date().toISOString(),
    profile: JSON.stringify(user.profile),
    ...userSearchColumns(user.role, user.profile),
    ...userListColumns(user.role, user.profile),
  }));
  // An investor's filterable fields are also rows of their own (migration 0027).
  const investorRows = rows.flatMap((row, i) => (row.role === 'Investor' ? investorFilterRows(row.id, row.has_username, users[i]!.profile) : []));
  const write = async (trx: Database) => {
    // 14 parameters a row.
    for (const part of inParts(rows, 500)) await trx.insertInto('users').values(part).execute();
    await insertInvestorFilters(trx, investorRows);
  };
  await inTransaction(db, write);
  return rows.map((row) => row.id);
}

type NewUserRow = Omit<
  UserRow,
  | 'moderator'
  | 'suspended_at'
  | 'email_verified_at'
  | 'adult_confirmed_at'
  | 'privacy_notice_version'
  | 'privacy_consented_at'
  | 'email_visibility'
  | 'phone_visibility'
  | 'messages_from'
  | 'badges'
>;

function newUserRow(user: { email: string; passwordHash: string; role: Role }): NewUserRow {
  // The columns added since 0009 take their defaults, so this also runs against older schemas in migration tests.
  return {
    id: newId(),
    email: normalizeEmail(user.email),
    password_hash: user.passwordHash,
    role: user.role,
    verified: 0,
    profile: '{}',
    profile_pic: null,
    created_at: new Date().toISOString(),
    search_text: '',
    search_name: '',
    session_version: 0,
    has_username: 0,
    filter_text: '',
  };
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

// An attempt fails only when another write to the same profile succeeded in between, so this many
// writes to one profile at the same moment all get through.
const PROFILE_WRITE_ATTEMPTS = 10;

/**
 * Rewrites a user's profile from its current value (`change` gets the stored details) and keeps
 * the search columns in step; `profilePic` (a media file name) also replaces the picture.
 * Compare-and-set on what was read, so two writes at the same moment never drop each other's
 * fields. Answers the picture file that was replaced (for the caller to delete), or undefined when
 * the user does not exist.
 */
export async function updateUserProfile(
  db: Database,
  userId: string,
  change: (current: ProfileDetails) => ProfileDetails,
  profilePic?: string,
): Promise<{ replacedPic: string | null } | undefined> {
  for (let attempt = 1; attempt <= PROFILE_WRITE_ATTEMPTS; attempt += 1) {
    const row = await db
      .selectFrom('users')
      .select(['role', 'profile', 'profile_pic'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    const before = parseProfile(row.profile);
    const next = change(before);
    const listColumns = userListColumns(row.role, next);
    const write = async (trx: Database) => {
      const update = trx
        .updateTable('users')
        .set({
          profile: JSON.stringify(next),
          ...userSearchColumns(row.role, next),
          ...listColumns,
          ...(profilePic === undefined ? {} : { profile_pic: profilePic }),
        })
        .where('id', '=', userId)
        .where('profile', '=', row.profile);
      const result = await (row.profile_pic === null
        ? update.where('profile_pic', 'is', null)
        : update.where('profile_pic', '=', row.profile_pic)
      ).executeTakeFirst();
      // An investor's filterable fields are also rows of their own (migration 0027), kept in step.
      if (result.numUpdatedRows > 0n && row.role === 'Investor') {
        await replaceInvestorFilters(trx, userId, { before, after: next, hasUsername: listColumns.has_username });
      }
      return result;
    };
    const result = await (row.role === 'Investor' ? inTransaction(db, write) : write(db));
    if (result.numUpdatedRows > 0n) {
      const replaced = profilePic !== undefined && row.profile_pic !== profilePic ? row.profile_pic : null;
      return { replacedPic: replaced };
    }
  }
  throw new HttpError(409, 'The profile was changed by another request at the same time; please try again');
}

export interface UserListQuery extends PageQuery {
  role?: Role;
  excludeUserId?: string;
  /** Case-insensitive text to find in name and email (a profile's other fields are discovery's to search). */
  q?: string;
  /** `q` searches names only (search everywhere: an email is no one's name). */
  namesOnly?: boolean;
  /** Who is looking: only people they may see (DESIGN §6.3); without one, people anyone may see. */
  viewerId?: string;
}

const VIEW_COLUMNS = ['id', 'email', 'role', 'verified', 'profile', 'profile_pic', 'badges'] as const;

/** Other users as anyone may see them (no phone number or contact email), newest first. */
export async function listPublicUsers(db: Database, query: UserListQuery): Promise<Page<UserView>> {
  const { q, limit, viewerId } = query;
  const columns = query.namesOnly ? (['search_name'] as const) : (['search_name', 'email'] as const);
  const { rows, resumeAfter } = await searchPage(db, {
    matches: q ? [{ columns, text: q }] : [],
    role: query.role,
    limit,
    windowEnd: async (after?: string) => {
      const row = await usersAfterCursor(db, { ...query, cursor: after ?? query.cursor })
        .select('id')
        .orderBy('id', 'desc')
        .limit(1)
        .offset(WINDOW - 1)
        .executeTakeFirst();
      return row?.id;
    },
    page: ({ after, until, onlyIds }) => {
      let select = usersAfterCursor(db, { ...query, cursor: after ?? query.cursor })
        .select(VIEW_COLUMNS)
        .where(personVisibleTo(viewerId, 'u.id'));
      if (until) select = select.where('id', '>=', until);
      if (onlyIds) select = select.where('id', 'in', onlyIds);
      if (q) select = select.where((eb) => eb.or(columns.map((column) => containsText(column, q))));
      return select.orderBy('id', 'desc').limit(limit + 1).execute();
    },
  });
  const page = toPage(rows, limit);
  return { items: page.items.map(toPublicUserView), nextCursor: page.nextCursor ?? resumeAfter ?? null };
}

// Aliased so that the visibility condition's own `users` lookups cannot shadow the outer row.
function usersAfterCursor(db: Database, { role, excludeUserId, cursor }: UserListQuery) {
  let select = db.selectFrom('users as u');
  if (role) select = select.where('role', '=', role);
  if (excludeUserId) select = select.where('id', '<>', excludeUserId);
  if (cursor) select = select.where('id', '<', cursor);
  return select;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface UserView {
  _id: string;
  email: string;
  role: Role;
  verified: boolean;
  /** What was proven, in words (DESIGN §7.4); `verified` is true while any stands. */
  badges: Badge[];
  profiledetails: ProfileView;
}

export type UserViewRow = Pick<UserRow, (typeof VIEW_COLUMNS)[number]>;

// The spec's user as the web app reads it; profilePic becomes a /media URL (or null).
export function toUserView(row: UserViewRow): UserView {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    ...proofOf(row),
    profiledetails: profileView(parseProfile(row.profile), mediaUrl(row.profile_pic)),
  };
}

/** A user as other users see them: without the private profile fields. */
export function toPublicUserView(row: UserViewRow): UserView {
  const view = toUserView(row);
  return { ...view, profiledetails: withoutPrivateFields(view.profiledetails) };
}

/**
 * What is proven about a person (DESIGN §7.4): their badges, and `verified`, true for an operator's
 * `npm run admin -- verify` or while any badge stands. Every reply and check reads it from here.
 */
export function proofOf(row: { verified: number; badges: string | null }): { verified: boolean; badges: Badge[] } {
  const badges = badgesOf(row.badges);
  return { verified: Boolean(row.verified) || badges.length > 0, badges };
}

/** `badges` for a reply, only when some stand: a list of people carries no empty array per person. */
export function badgesShown(badges: Badge[]): { badges?: Badge[] } {
  return badges.length > 0 ? { badges } : {};
}

/** The badges a row keeps as JSON (users.badges, startups.badges); none when empty or unreadable. */
export function badgesOf(json: string | null): Badge[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((badge): badge is Badge => typeof badge?.kind === 'string' && typeof badge?.label === 'string') : [];
  } catch {
    return [];
  }
}

export function mediaUrl(file: string | null): string | null {
  if (!file) return null;
  return /^https?:\/\//.test(file) ? file : `/media/${file}`;
}

/** Whether the user exists and the viewer (or anyone, without one) may see them (DESIGN §6.3). */
export async function personVisible(db: Database, viewerId: string | undefined, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', userId)
    .where(personVisibleTo(viewerId, 'u.id'))
    .executeTakeFirst();
  return row !== undefined;
}
