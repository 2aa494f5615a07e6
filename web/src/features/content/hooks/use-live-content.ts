import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime';
import { listsShowing, type ContentTarget } from '../api/own-content-api';
import { cachedVideoUrl, dropFromCaches, parseContentTarget } from '../content-removal';
import { forgetSavedVideo } from './use-saved-videos';

/** Removed content leaves this page's lists, and a removed video its saved copy on this device. */
export function removeLocally(queryClient: QueryClient, target: ContentTarget): void {
  const savedUrl = target.type === 'video' ? cachedVideoUrl(queryClient, target.id) : undefined;
  dropFromCaches(queryClient, target);
  if (savedUrl) void forgetSavedVideo(queryClient, savedUrl).catch(() => undefined);
}

/**
 * Content deleted anywhere (`contentRemoved`) leaves this page's lists at once; an edit
 * (`contentChanged`) reloads the lists that show it.
 */
export function useLiveContent(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('contentRemoved', (payload) => {
    const target = parseContentTarget(payload);
    if (target) removeLocally(queryClient, target);
  });
  useRealtimeEvent('contentChanged', (payload) => {
    const target = parseContentTarget(payload);
    if (!target) return;
    for (const queryKey of listsShowing(target)) void queryClient.invalidateQueries({ queryKey });
  });
}
