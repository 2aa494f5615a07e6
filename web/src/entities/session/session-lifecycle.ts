import type { QueryClient } from '@tanstack/react-query';
import { whenSessionMismatch } from '../../lib/api-client';
import { clearOfflineData, deleteOfflineData, openOfflineData } from '../../lib/offline-data';
import { clearSession, getPageUser, getSession, reflectSession, saveSession, sessionMatchesPage, setPageUser } from '../../lib/session';
import { onSessionEnded, SESSION_ENDED_TEXT } from '../../lib/session-ended';
import { announceSessionEvent, followStoredSession, listenToSessionEvents, type SessionEvent } from './session-sync';
import { endOnServer, endPendingSignOuts } from './server-sign-out';
import { showToast } from '../../lib/toast';
import { startTokenRenewal } from './token-renewal';

// The web session's life (DESIGN §6.2) in one place: the start of a session, its end (sign-out, or
// a 401 anywhere: the session-ended path), and the other tabs following both.

export interface SessionPlaces {
  queryClient: QueryClient;
  /** Where the user is now (the router's href, e.g. '/Profile?x=1'). */
  here(): string;
  /** True on a page that needs a session (its guard sends a signed-out visitor to sign in). */
  onPrivatePage(): boolean;
  /** In-app navigation to the sign-in page. */
  toSignIn(redirect?: string): void;
  /** In-app navigation to the landing page. */
  toLanding(): void;
  /** Runs the current page's guards again (a signed-out tab on a private page goes to sign in, and back after). */
  recheckPage(): void;
  /** The dashboard of a role. */
  homeFor(role: string): string;
  /** Leaves the page for `href` with nothing of this page kept (a full load). */
  reload(href: string): void;
}

let places: SessionPlaces | null = null;
// Set once the page is leaving for another user's session: the calls it refuses meanwhile (each
// asks to follow) change nothing more.
let leaving = false;

const isSignInPage = (href: string) => /^\/signin(\?|#|$)/i.test(href);

/** Nothing of the user stays in this page or on the device (DESIGN §4). */
function forgetHere(reason: 'ended' | 'signed-out', { accountGone = false } = {}): void {
  const userId = getSession()?.userId || getPageUser();
  clearSession();
  places?.queryClient.clear();
  announceSessionEvent({ type: reason, userId });
  if (userId) void (accountGone ? deleteOfflineData(userId) : clearOfflineData(userId));
}

/** The session-ended path: a 401 to the current token, here or (through the events) in another tab. */
function sessionEnded(): void {
  forgetHere('ended');
  showEndedAndLeave();
}

// The message outlives a reload of the tab until it has been seen once more (the user reloading the
// sign-in page, or going back to a page of the app, still learns why they must sign in).
const NOTICE_KEY = 'session-ended-notice';

function showEnded(): void {
  showToast(SESSION_ENDED_TEXT, 'error');
  try {
    sessionStorage.setItem(NOTICE_KEY, '1');
  } catch {
    // No session storage: the message shows in this page only.
  }
}

/** At start: the message of a session that ended before the last load, once. */
function showEndedNoticeOnce(): void {
  try {
    if (!sessionStorage.getItem(NOTICE_KEY)) return;
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    return;
  }
  if (!getSession()) showToast(SESSION_ENDED_TEXT, 'error');
}

function forgetEndedNotice(): void {
  try {
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing kept.
  }
}

function showEndedAndLeave(): void {
  showEnded();
  const here = places?.here() ?? '/';
  if (!isSignInPage(here)) places?.toSignIn(here);
}

/** Sidebar 'Sign Out': the server ends the session (best effort), the device forgets it, then /signin. */
export async function signOut(): Promise<void> {
  const session = getSession();
  // A stale tab of another user must not end the session now stored: it follows it instead.
  if (session && !sessionMatchesPage()) return followOtherTab(null);
  if (session) await endOnServer(session.token);
  forgetHere('signed-out');
  places?.toSignIn();
}

export const ACCOUNT_DELETED_TEXT = 'Your account has been deleted';

/**
 * After DELETE /api/account answered: the server has ended every session, so nothing is sent; the
 * device forgets the user as a sign-out does (every tab follows), and the landing page says why.
 */
export function accountDeleted(): void {
  forgetHere('signed-out', { accountGone: true });
  showToast(ACCOUNT_DELETED_TEXT, 'info');
  places?.toLanding();
}

/**
 * A sign-in or sign-up here: the session is saved and the page is the user's; the session it
 * replaces (another account, or an older one of the same) ends, with its data on the device.
 */
export async function startSession(reply: { accessToken: string; id: string; role: string; sessionId?: string; outboxKey?: string }): Promise<void> {
  const previous = getSession();
  forgetEndedNotice();
  saveSession({ token: reply.accessToken, userId: reply.id, role: reply.role, sessionId: reply.sessionId ?? '' });
  announceSessionEvent({ type: 'signed-in', userId: reply.id });
  if (previous && previous.token !== reply.accessToken) {
    void endOnServer(previous.token);
    if (previous.userId && previous.userId !== reply.id) {
      places?.queryClient.clear();
      void clearOfflineData(previous.userId);
    }
  }
  await openOfflineData({ userId: reply.id, token: reply.accessToken, outboxKey: reply.outboxKey });
}

/** Another tab changed the session (or this page met a session not its own): follow what is stored. */
function followOtherTab(event: SessionEvent | null): void {
  const stored = getSession();
  const follow = followStoredSession(getPageUser(), stored?.userId || null);
  reflectSession();
  if (follow === 'none' || !places || leaving) return;
  if (follow === 'adopt') {
    setPageUser(stored?.userId || null);
    return;
  }
  if (follow === 'signed-out') {
    setPageUser(null);
    places.queryClient.clear();
    if (event?.type === 'ended') showEnded();
    if (places.onPrivatePage()) places.recheckPage();
    return;
  }
  // Another user signed in: nothing of this page's user may show, so the page goes before anything
  // is drawn again, and starts over as the new user.
  leaving = true;
  places.queryClient.clear();
  document.documentElement.style.visibility = 'hidden';
  places.reload(places.onPrivatePage() ? places.homeFor(stored?.role ?? '') : places.here());
}

/** Wires the lifecycle to the app (app/render-app.tsx); answers how to stop. */
export function startSessionLifecycle(app: SessionPlaces): () => void {
  places = app;
  onSessionEnded(sessionEnded);
  whenSessionMismatch(() => followOtherTab(null));
  const stopListening = listenToSessionEvents(followOtherTab);
  // The stored session may have changed between this page's first script and the app's start.
  followOtherTab(null);
  showEndedNoticeOnce();
  // A tab coming back to the foreground looks again, in case it missed an event (cheap: no request).
  const onVisible = () => document.visibilityState === 'visible' && followOtherTab(null);
  document.addEventListener('visibilitychange', onVisible);
  const stopRenewal = startTokenRenewal();
  const online = () => void endPendingSignOuts();
  window.addEventListener('online', online);
  if (navigator.onLine) online();
  return () => {
    window.removeEventListener('online', online);
    places = null;
    leaving = false;
    onSessionEnded(null);
    whenSessionMismatch(null);
    stopListening();
    document.removeEventListener('visibilitychange', onVisible);
    stopRenewal();
  };
}
