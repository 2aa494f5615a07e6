import type { Database } from '@startupsetu/server-core/db/database';
import { HttpError } from '@startupsetu/server-core/errors';
import { newId } from '@startupsetu/server-core/ids';
import { normalizeEmail } from '@startupsetu/server-core/repositories/users-repository';

// DESIGN §6.2: 10 failed sign-ins for one email within 15 minutes lock that email's sign-in (from any
// address, the right password too) until 15 minutes after the last failure. Counted in the database,
// so the lock holds across gateways, api instances and restarts.
export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LOCKED_MESSAGE = 'Too many failed sign-ins. Try again in 15 minutes or reset your password.';

/**
 * When the email's sign-in opens again, or undefined when it is open. Locked: its last 10 failures
 * fall within 15 minutes of each other and the last one is less than 15 minutes old.
 */
export async function signInLockedUntil(db: Database, email: string, now = new Date()): Promise<Date | undefined> {
  const rows = await db
    .selectFrom('sign_in_failures')
    .select('failed_at')
    .where('email', '=', normalizeEmail(email))
    .orderBy('failed_at', 'desc')
    .limit(SIGN_IN_FAILURE_LIMIT)
    .execute();
  if (rows.length < SIGN_IN_FAILURE_LIMIT) return undefined;
  const last = Date.parse(rows[0]!.failed_at);
  const tenth = Date.parse(rows[SIGN_IN_FAILURE_LIMIT - 1]!.failed_at);
  const until = last + SIGN_IN_WINDOW_MS;
  return last - tenth <= SIGN_IN_WINDOW_MS && now.getTime() < until ? new Date(until) : undefined;
}

/** 429 while the email's sign-in is locked. */
export async function checkSignInAllowed(db: Database, email: string, now = new Date()): Promise<void> {
  if (await signInLockedUntil(db, email, now)) throw new HttpError(429, SIGN_IN_LOCKED_MESSAGE);
}

/** Counts a failure; drops the email's failures too old to matter (only its own rows, on write). */
export async function recordSignInFailure(db: Database, email: string, now = new Date()): Promise<void> {
  const key = normalizeEmail(email);
  await db
    .deleteFrom('sign_in_failures')
    .where('email', '=', key)
    .where('failed_at', '<', new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString())
    .execute();
  await db.insertInto('sign_in_failures').values({ id: newId(), email: key, failed_at: now.toISOString() }).execute();
}

/** A successful sign-in or a password reset forgets the email's failures (and lifts its lock). */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', normalizeEmail(email)).execute();
}

/**
 * The sign-in handler's one call after the password check: a burst of guesses that crossed the limit
 * while they were being checked learns nothing (429, whether this one was right or wrong); else a
 * failure is counted and a success clears the count.
 */
export async function settleSignInAttempt(db: Database, email: string, succeeded: boolean, now = new Date()): Promise<void> {
  await checkSignInAllowed(db, email, now);
  if (succeeded) await clearSignInFailures(db, email);
  else await recordSignInFailure(db, email, now);
}
