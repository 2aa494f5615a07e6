import type { Database } from '@startupsetu/server-core/db/database';
import { hashLinkToken as hashResetToken } from './link-tokens';

export { hashLinkToken as hashResetToken, newLinkToken as newResetToken } from './link-tokens';

/** A reset link works for an hour (DESIGN §6.2). */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** At most this many reset mails per account per RESET_TTL_MS: asking again and again floods no one's inbox. */
export const RESETS_PER_HOUR = 5;

/**
 * Stores a reset for the user unless they already had RESETS_PER_HOUR in the last hour; answers
 * false then. Older links stay valid (each until it expires or any of them is used): mail can
 * arrive late or out of order, and the person follows whichever link they open first. The user's
 * expired rows are dropped on the way (their own rows only, through the user_id index).
 */
export async function storePasswordReset(db: Database, userId: string, tokenHash: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  await db.deleteFrom('password_resets').where('user_id', '=', userId).where('expires_at', '<=', at).execute();
  const { count } = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= RESETS_PER_HOUR) return false;
  await db
    .insertInto('password_resets')
    .values({ token_hash: tokenHash, user_id: userId, created_at: at, expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(), used_at: null })
    .execute();
  return true;
}

/** The user a reset token belongs to while it is unused and unexpired, with their email. */
export async function findUsableReset(db: Database, token: string, now = new Date()): Promise<{ userId: string; email: string } | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['users.id as userId', 'users.email as email'])
    .where('password_resets.token_hash', '=', hashResetToken(token))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row;
}

/**
 * Uses the token and sets the new password in one transaction. The conditional update (used_at is
 * null) lets only one of two racing resets win; the loser, and an expired or unknown token, get
 * false and change nothing. Every other open link of the user is used up too.
 */
export async function resetPasswordWithToken(db: Database, token: string, passwordHash: string, now = new Date()): Promise<string | undefined> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('token_hash', '=', hashResetToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) return undefined;
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', used.user_id).execute();
    await trx.updateTable('password_resets').set({ used_at: at }).where('user_id', '=', used.user_id).where('used_at', 'is', null).execute();
    return used.user_id;
  });
}

/** A changed password voids the links sent before it. */
export async function voidPasswordResets(db: Database, userId: string, now = new Date()): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: now.toISOString() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
