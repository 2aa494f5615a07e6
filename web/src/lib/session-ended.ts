// The one session-ended path (DESIGN §6.2): a 401 to a call made with the current token, wherever it
// was made (the api client, an upload, the socket's check), reports here; the app's session
// lifecycle (entities/session/session-lifecycle.ts) handles it once.

export const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again.';

let handler: (() => void) | null = null;
// A 401 met before the app was there to handle it (before its session lifecycle started): it takes the
// path as soon as it starts, before it draws anything of the user.
let endedBeforeApp = false;

/** The app sets what a session end does (clean up, tell the user, go to /signin). */
export function onSessionEnded(run: (() => void) | null): void {
  handler = run;
  if (run && endedBeforeApp) {
    endedBeforeApp = false;
    run();
  }
}

/**
 * A reply's status to a request sent with `sentToken`. A 401 ends the session only when the token
 * was the stored one: a late answer to an older session's token (or to a request sent without one,
 * such as a failed sign-in) changes nothing.
 */
export function noteReplyStatus(status: number, sentToken: string | null, currentToken: string | null): boolean {
  if (status !== 401 || !sentToken || sentToken !== currentToken) return false;
  if (handler) handler();
  else endedBeforeApp = true;
  return true;
}
