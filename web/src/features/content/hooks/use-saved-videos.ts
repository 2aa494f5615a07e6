import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast';
import {
  absoluteUrl,
  listSavedVideos,
  removeSavedVideo,
  saveErrorText,
  savedVideosSupported,
  saveVideo,
  storageEstimate,
} from '../saved-videos';

// Not under 'content': these come from Cache Storage, so they are neither fetched nor persisted.
const savedVideosKey = ['saved-videos'] as const;
const estimateKey = ['saved-videos', 'estimate'] as const;

/** A deleted video's saved copy goes too: it will never play again anywhere else. */
export async function forgetSavedVideo(queryClient: QueryClient, url: string): Promise<void> {
  if (!savedVideosSupported()) return;
  await removeSavedVideo(url);
  await queryClient.invalidateQueries({ queryKey: savedVideosKey });
}

/** The videos saved for offline, newest first. Changes only through the mutations below. */
export const savedVideosOptions = () =>
  queryOptions({
    queryKey: savedVideosKey,
    queryFn: listSavedVideos,
    enabled: savedVideosSupported(),
    networkMode: 'always',
    staleTime: Infinity,
  });

export function useSavedVideos() {
  return useQuery(savedVideosOptions());
}

export const storageEstimateOptions = () => queryOptions({ queryKey: estimateKey, queryFn: storageEstimate, networkMode: 'always', staleTime: Infinity });

export function useStorageEstimate() {
  return useQuery(storageEstimateOptions());
}

/** One video's saved state with 'save' and 'remove'; `supported` is false where Cache Storage is missing. */
export function useSavedVideo(src: string, title: string) {
  const queryClient = useQueryClient();
  const saved = useSavedVideos();
  const url = absoluteUrl(src);
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedVideosKey });

  const save = useMutation({
    mutationFn: () => saveVideo({ url, title }),
    networkMode: 'always',
    onSuccess: refresh,
    onError: (error) => showToast(saveErrorText(error), 'error'),
  });
  const remove = useMutation({
    mutationFn: () => removeSavedVideo(url),
    networkMode: 'always',
    onSuccess: refresh,
    onError: () => showToast('The saved copy could not be removed.', 'error'),
  });

  return {
    supported: savedVideosSupported(),
    isSaved: saved.data?.some((video) => video.url === url) ?? false,
    saving: save.isPending,
    removing: remove.isPending,
    save: () => save.mutate(),
    remove: () => remove.mutate(),
  };
}
