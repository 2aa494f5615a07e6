import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-client';
import { startupKeys, type Startup } from '../api/startups-api';

/**
 * A change to a startup's team that the server answers with the startup as the caller now sees it:
 * the page shows that answer at once, and the lists it may change (the directory, people's
 * startups) are read again. `error` is what to show when it failed: the server's own words (the
 * last admin's 409, the full team's) or the fallbacks'.
 */
export function useStartupChange<Input>(slug: string, change: (input: Input) => Promise<Startup>, fallbacks: { failed: string; network: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: change,
    onSuccess: (startup) => {
      queryClient.setQueryData(startupKeys.startup(slug), startup);
      void queryClient.invalidateQueries({ queryKey: [...startupKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...startupKeys.all, 'member'] });
    },
  });
  const error = mutation.isError ? errorText(mutation.error, fallbacks) : null;
  return { ...mutation, error };
}
