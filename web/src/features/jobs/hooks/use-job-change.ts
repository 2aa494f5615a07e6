import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-client';
import { jobKeys, type Job, type JobsPage } from '../api/jobs-api';

/**
 * Puts a job the server answered in every cached read of it: its page at once, the lists it is on
 * in place; then the lists are read again, since a change may move it on or off them (published,
 * closed, saved).
 */
export function rememberJob(queryClient: QueryClient, job: Job): void {
  queryClient.setQueryData(jobKeys.job(job._id), job);
  queryClient.setQueriesData<InfiniteData<JobsPage>>({ queryKey: jobKeys.all, predicate: (query) => query.queryKey[1] !== 'job' }, (data) =>
    data?.pages
      ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map((shown) => (shown._id === job._id ? job : shown)) })) }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: jobKeys.all, predicate: (query) => query.queryKey[1] !== 'job' });
}

/**
 * A write the server answers with the job as the caller now sees it (publish, close, renew, save):
 * the page and lists show that answer. `error` is what to show when it failed: the server's own
 * words, or the fallbacks'.
 */
export function useJobChange<Input>(change: (input: Input) => Promise<Job>, fallbacks: { failed: string; network: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: change, onSuccess: (job) => rememberJob(queryClient, job) });
  const error = mutation.isError ? errorText(mutation.error, fallbacks) : null;
  return { ...mutation, error };
}
