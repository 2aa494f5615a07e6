// dashboard.html's only script (web/build/pages.ts), for a first load of a role dashboard. The page
// arrives with the signed-in frame and the feed's placeholders (app/dashboard-first-screen-markup.tsx);
// this names the dashboard and draws the feed's first page without React, as soon as the api has
// answered. React renders the app hidden once the visitor reaches for the page
// (lib/boot-on-intent.ts), and takes the first screen's place when its own page is ready
// (lib/first-screen.ts). Anything the first screen cannot show (no session, a role without a feed,
// a wide screen, no network, an error) goes to the app at once.
import type { FeedPage } from './features/content/api/content-types';
import { drawFeedCards } from './features/content/first-screen-cards';
import { dashboardRoleOf, dashboardTitle, sharesPosts, showsFeed, WIDE_SCREEN_MEDIA } from './features/dashboard/dashboard-pages';
import { bootOnIntent } from './lib/boot-on-intent';
import { dropFirstScreen, keepFirstScreenData, twinInApp, whenFirstScreenReplaced } from './lib/first-screen';
import { markTakenOver } from './lib/page-takeover';
import { getSession, getToken } from './lib/session';
import { noteReplyStatus } from './lib/session-ended';
import { dashboardPathFor } from './features/auth/roles';

const FEED_URL = '/api/userprofile/Dashcontent';

// The app's files are fetched once the feed is on screen: on a slow network they would otherwise
// hold up the feed's own request.
const boot = bootOnIntent({ counterpart: twinInApp, prefetchAfterFirstPaint: false });
whenFirstScreenReplaced(markTakenOver);

async function firstPage(token: string): Promise<FeedPage | null> {
  const response = await fetch(FEED_URL, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // A dead token: the app, once it comes, starts on the session-ended path instead of the saved screens.
  noteReplyStatus(response.status, token, getToken());
  if (!response.ok) return null;
  const page = (await response.json()) as FeedPage;
  return page.success !== false && Array.isArray(page.data?.videos) ? page : null;
}

function nameTheDashboard(role: string): void {
  const heading = document.querySelector('#first-screen h1');
  if (heading) heading.textContent = dashboardTitle(role);
  if (!sharesPosts(role)) return;
  const actions = document.createElement('div');
  actions.className = 'content-feed-actions';
  const share = document.createElement('button');
  share.type = 'button';
  share.className = 'button-primary';
  share.textContent = 'Share a Post';
  actions.append(share);
  document.querySelector('#first-screen .content-feed')?.before(actions);
}

async function drawFirstScreen(): Promise<void> {
  const role = dashboardRoleOf(window.location.pathname);
  const token = getToken();
  const section = document.querySelector<HTMLElement>('#first-screen .content-feed');
  // Offline, the app shows the feed saved on the device at once.
  const drawable = token && showsFeed(role) && section && navigator.onLine && !window.matchMedia(WIDE_SCREEN_MEDIA).matches;
  if (!drawable) throw new Error('Nothing to draw');
  nameTheDashboard(role);
  const page = await firstPage(token);
  if (!page) throw new Error('No feed');
  keepFirstScreenData(page);
  drawFeedCards(section, page.data.videos, Boolean(page.nextCursor));
}

/** A dashboard of another role: the user's own instead (DESIGN §6.1), before anything is drawn. */
function ownDashboardElsewhere(): string | null {
  const own = dashboardPathFor(getSession()?.role);
  if (own === '/' || dashboardRoleOf(own) === dashboardRoleOf(window.location.pathname)) return null;
  return own;
}

const elsewhere = ownDashboardElsewhere();
if (elsewhere) window.location.replace(elsewhere);
else startFirstScreen();

function startFirstScreen(): void {
  drawFirstScreen().then(
    () => requestAnimationFrame(() => setTimeout(boot.prefetch)),
    () => {
      // Nothing of the first screen is left to hold taps for: the app is the page from now on.
      dropFirstScreen();
      markTakenOver();
      boot.loadNow();
    },
  );
}
