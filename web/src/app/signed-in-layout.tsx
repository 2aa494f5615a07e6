import { useState } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OfflineStatus } from '../components/offline-status';
import { loadedOnDemand, loadedWhenOpened } from '../components/loaded-on-demand';
import { SiteFooter } from '../components/site-footer';
import { ServiceStatus } from '../components/service-status';
import type { CreateKind } from '../features/content/components/create-popups';
import { useSharedVideo } from '../features/content/hooks/use-shared-video';
import { Sidebar } from '../features/dashboard/components/sidebar';
import { useKeepPushSubscription } from '../features/push/hooks/use-keep-push-subscription';
import { useOutboxSync } from '../lib/outbox-sync';
import { hasPendingUploads, PENDING_UPLOADS_CHANGED } from '../lib/pending-uploads';
import { keepReadsSaved } from '../lib/saved-reads';
import { RealtimeProvider } from '../lib/realtime';
import { REALTIME_EVENT_KEYS } from './realtime-events';
import { useLiveConnections } from '../entities/connection/use-live-connections';
import { useUnreadBadge } from '../entities/notification/unread-badge';
import { getSession } from '../lib/session';
import { useBackgroundEffect } from '../lib/use-background-effect';
import { currentUserQueryOptions } from '../entities/session/current-user';
import { TopBar } from './top-bar';
import '../features/dashboard/dashboard.css';

const CreatePopups = loadedWhenOpened(() => import('../features/content/components/create-popups').then((module) => module.CreatePopups));
// The tray and the tus client come only when the user has an upload kept on the device.
const UploadsTray = loadedOnDemand(() => import('../features/content/components/uploads-tray').then((module) => module.UploadsTray));

// Only an account that has not proven its email shows the banner: its code comes for them alone.
const EmailProofBanner = loadedOnDemand(() => import('../features/email-proof/components/email-proof-banner').then((module) => module.EmailProofBanner));

/** Where the email banner (DESIGN §7.4) goes, its code fetched once the account is known not to be proven. */
function EmailProofBannerSlot() {
  const unproven = useQuery({ ...currentUserQueryOptions(), select: (user) => user.emailVerified === false }).data;
  return unproven ? <EmailProofBanner /> : null;
}

/**
 * Every signed-in page: the role's sidebar (the page's banner) beside the page, the top bar (search
 * and the avatar menu) above it, the site footer,
 * the session's realtime connection (closed when signing out leaves this layout), the sidebar's
 * 'Create …' popups, the unread count in the title and on the app's icon, the banner of an account
 * whose email is not proven yet, and the offline side (the user's reads saved on the device, the
 * outbox replayed, the offline banners).
 */
export function SignedInLayout() {
  const [popup, setPopup] = useState<CreateKind | null>(null);
  const session = getSession();
  useOutboxSync();
  useSavedReads(session?.userId ?? '');
  useKeepPushSubscription(session?.token ?? null);
  // A video shared from the phone's gallery opens the upload popup with it, as the share comes
  // (adjusted as the layout renders, React's 'adjusting state when a prop changes').
  const shared = useSharedVideo(session?.userId);
  const [openedFor, setOpenedFor] = useState<typeof shared>(null);
  if (shared !== openedFor) {
    setOpenedFor(shared);
    if (shared) setPopup('video');
  }

  return (
    <RealtimeProvider token={session?.token ?? null} eventKeys={REALTIME_EVENT_KEYS}>
      <LiveConnections />
      <UnreadBadge />
      <div className="app-shell">
        <Sidebar onCreate={setPopup} />
        <div className="app-content">
          <TopBar />
          <OfflineStatus />
          <ServiceStatus />
          <EmailProofBannerSlot />
          {session?.userId && <PendingUploads userId={session.userId} />}
          <Outlet />
          <SiteFooter />
        </div>
      </div>
      <CreatePopups open={popup} shared={shared} onClose={() => setPopup(null)} />
    </RealtimeProvider>
  );
}

/** The uploads tray, once the user has an upload kept here (from before a reload, or just started). */
function PendingUploads({ userId }: { userId: string }) {
  const [shown, setShown] = useState(false);
  useBackgroundEffect(() => {
    let live = true;
    const check = () =>
      void hasPendingUploads(userId)
        .then((has) => live && has && setShown(true))
        .catch(() => undefined);
    check();
    window.addEventListener(PENDING_UPLOADS_CHANGED, check);
    return () => {
      live = false;
      window.removeEventListener(PENDING_UPLOADS_CHANGED, check);
    };
  }, [userId]);
  return shown ? <UploadsTray /> : null;
}

/** The unread count in the tab title and on the installed app's icon. */
function UnreadBadge() {
  useUnreadBadge();
  return null;
}

/** Inside the realtime provider: connection notifications refresh what shows people. */
function LiveConnections() {
  useLiveConnections();
  return null;
}

/**
 * The user's reads are saved on the device after every change (lib/saved-reads.ts). The route
 * loaders have brought the saved ones back before any page showed: a provider restoring them again
 * here would draw the whole page a second time once it had. One snapshot per user.
 */
function useSavedReads(userId: string): void {
  const queryClient = useQueryClient();
  useBackgroundEffect(() => (userId ? keepReadsSaved(queryClient, userId) : undefined), [queryClient, userId]);
}
