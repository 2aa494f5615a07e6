import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime';
import { listsShowing } from '../api/own-content-api';
import { dropFromCaches, parseContentTarget } from '../content-removal';

/**
 * Content deleted anywhere (`contentRemoved`) leaves this page's lists at once; an edit
 * (`contentChanged`) reloads the lists that show it.
 */
export function useLiveContent(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('contentRemoved', (payload) => {
    const target = parseContentTarget(payload);
    if (target) dropFromCaches(queryClient, target);
  });
  useRealtimeEvent('contentChanged', (payload) => {
    const target = parseContentTarget(payload);
    if (!target) return;
    for (const queryKey of listsShowing(target)) void queryClient.invalidateQueries({ queryKey });
  });
}
