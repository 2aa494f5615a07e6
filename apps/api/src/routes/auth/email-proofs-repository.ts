import type { Database } from '@startupsetu/server-core/db/database';
import { isUniqueViolation } from '@startupsetu/server-core/db/constraint-errors';
import { hashLinkToken } from './link-tokens';

/** A proof link works for 48 hours (DESIGN §7.4). */
export const PROOF_TTL_MS = 48 * 60 * 60 * 1000;
/** At most this many proof links per account a day (sign-up's among them): a resend button floods no inbox. */
export const PROOFS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores a proof link for `email` unless the user had PROOFS_PER_DAY in the last 24 hours; answers false then. */
export async function storeEmailProof(db: Database, userId: string, email: string, tokenHash: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const { count } = await db
    .selectFrom('email_proofs')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(count) >= PROOFS_PER_DAY) return false;
  // The user's links older than their life are of no use: dropped on the way (their own rows only).
  await db.deleteFrom('email_proofs').where('user_id', '=', userId).where('expires_at', '<=', new Date(now.getTime() - DAY_MS).toISOString()).execute();
  await db
    .insertInto('email_proofs')
    .values({ token_hash: tokenHash, user_id: userId, email, created_at: at, expires_at: new Date(now.getTime() + PROOF_TTL_MS).toISOString(), used_at: null })
    .execute();
  return true;
}

export type ProofOutcome = { proven: { userId: string; email: string } } | { refused: 'invalid' | 'taken' };

/**
 * Uses the token and proves its address in one transaction: the account's own address is marked
 * proven; a new address (a changed email) becomes the account's, proven. The conditional update
 * (used_at is null) lets one of two racing uses win. A new address another account took meanwhile
 * is refused ('taken') and changes nothing. The user's other open links are used up too.
 */
export async function proveEmail(db: Database, token: string, now = new Date()): Promise<ProofOutcome> {
  const at = now.toISOString();
  try {
    return await db.transaction().execute(async (trx): Promise<ProofOutcome> => {
      const used = await trx
        .updateTable('email_proofs')
        .set({ used_at: at })
        .where('token_hash', '=', hashLinkToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['user_id', 'email'])
        .executeTakeFirst();
      if (!used) return { refused: 'invalid' };
      const user = await trx.selectFrom('users').select(['email', 'email_verified_at']).where('id', '=', used.user_id).executeTakeFirst();
      if (!user) return { refused: 'invalid' };
      await trx
        .updateTable('users')
        .set({ email: used.email, email_verified_at: user.email === used.email ? (user.email_verified_at ?? at) : at })
        .where('id', '=', used.user_id)
        .execute();
      await trx.updateTable('email_proofs').set({ used_at: at }).where('user_id', '=', used.user_id).where('used_at', 'is', null).execute();
      return { proven: { userId: used.user_id, email: used.email } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { refused: 'taken' };
    throw error;
  }
}
