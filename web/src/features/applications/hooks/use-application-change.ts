import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { applicationKeys, type Application, type ApplicationsPage } from '../api/applications-api';

/**
 * Puts an application the server answered in every cached list at once (its card moves to its new
 * status), then reads the lists again: a move takes it off a list of one status.
 */
function rememberApplication(queryClient: QueryClient, application: Application): void {
  queryClient.setQueriesData<InfiniteData<ApplicationsPage>>({ queryKey: applicationKeys.all }, (data) =>
    data?.pages
      ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map((shown) => (shown._id === application._id ? application : shown)) })) }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
}

const changedMeanwhile = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * A change the server answers with the application as it now is (a move, a withdrawal). A 409 (it
 * changed meanwhile, or is final) reads the lists again and says so in a toast: the card it came
 * from may move to another status and be drawn anew. `error` is any other failure, to show in place.
 */
export function useApplicationChange<Input>(change: (input: Input) => Promise<Application>, fallbacks: { failed: string; network: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: change,
    onSuccess: (application) => rememberApplication(queryClient, application),
    onError: (error) => {
      if (!changedMeanwhile(error)) return;
      showToast(errorText(error, fallbacks), 'error');
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
  const error = mutation.isError && !changedMeanwhile(mutation.error) ? errorText(mutation.error, fallbacks) : null;
  return { ...mutation, error };
}
