import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { usePendingWrites } from '../../../lib/outbox-snapshot';
import { getSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { deleteContent, type ContentTarget, type OwnContentType } from '../api/own-content-api';
import { removeLocally } from './use-live-content';

/** Whether the signed-in user is this uploader or commenter. */
export function isOwn(userId: string | undefined | null): boolean {
  const me = getSession()?.userId;
  return Boolean(me && userId && me === userId);
}

/** Ids of this type whose delete waits in the outbox: the lists leave them out meanwhile. */
export function usePendingDeletes(type: OwnContentType): Set<string> {
  const pending = usePendingWrites('content-delete', 'type', type);
  return useMemo(() => new Set(pending.map((entry) => String(entry.meta.id))), [pending]);
}

/** The items but those whose delete waits in the outbox (the same array while there are none). */
export function useWithoutPendingDeletes<T extends { _id: string }>(items: T[], type: OwnContentType): T[] {
  const deleting = usePendingDeletes(type);
  return useMemo(() => (deleting.size ? items.filter((item) => !deleting.has(item._id)) : items), [items, deleting]);
}

/** Deletes an item (now, or queued offline) and drops it from the lists at once. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return async (target: ContentTarget) => {
    try {
      await deleteContent(target);
      removeLocally(queryClient, target);
    } catch (error) {
      // Already gone (deleted elsewhere): what the user asked for; the lists drop it too.
      if (error instanceof ApiError && error.status === 404) {
        removeLocally(queryClient, target);
        return;
      }
      showToast(error instanceof ApiError ? error.message : 'Could not delete. Please try again.', 'error');
    }
  };
}
