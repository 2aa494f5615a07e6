import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { SHARE_QUERY, SHARE_REFUSED } from '@startupsetu/sw/share-target-rules';
import { takeSharedVideo } from '@startupsetu/sw/offline-store/offline-store';
import { NO_SPACE_TEXT } from '../../../lib/pending-uploads';

/** A video shared into the app from the phone's gallery, for the upload popup; or why it could not be kept. */
export type SharedVideo = { file: File; title: string; text: string } | { problem: string };

/** What the popup says of a share another site's page posted: nothing of it was taken. */
export const SHARE_REFUSED_TEXT = 'Nothing was shared: it came from another website.';

/** What a share that brought no video gives the popup (its words), by the share query's value. */
const SHARE_PROBLEMS = new Map<string, SharedVideo>([
  ['full', { problem: NO_SPACE_TEXT }],
  [SHARE_REFUSED, { problem: SHARE_REFUSED_TEXT }],
]);

/**
 * The video a share opened this page with (/dashboard?share=<id>: the service worker kept it on the
 * device, sw/src/share-target.ts), or why it brought none (share=full, share=refused), taken once
 * for the signed-in user; the query then leaves the address (through the router's history, so the
 * router knows), and a reload does not open it again.
 */
export function useSharedVideo(userId: string | undefined): SharedVideo | null {
  const router = useRouter();
  // The share this page opened with, read once as it opens (the effect below takes it out of the address).
  const [opened] = useState(() => new URLSearchParams(router.state.location.searchStr).get(SHARE_QUERY));
  const [taken, setTaken] = useState<SharedVideo | null>(null);
  useEffect(() => {
    const url = new URL(router.state.location.href, window.location.origin);
    const id = url.searchParams.get(SHARE_QUERY);
    if (!id || !userId) return;
    url.searchParams.delete(SHARE_QUERY);
    router.history.replace(url.pathname + url.search + url.hash);
    // A share that brought no video is said as the page renders (below); there is nothing to take.
    if (SHARE_PROBLEMS.has(id)) return;
    let live = true;
    void takeSharedVideo(id, userId)
      .then((video) => {
        if (live && video) setTaken({ file: new File([video.file], video.name, { type: video.file.type }), title: video.title, text: video.text });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [router, userId]);
  // One object per problem (the map's), so the popup sees one share however often this renders.
  const problem = opened && userId ? SHARE_PROBLEMS.get(opened) : undefined;
  return problem ?? taken;
}
