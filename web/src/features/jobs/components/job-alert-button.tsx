import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { FilterValues } from '../../../lib/list-search';
import { alertBodyOf, homeKeys, saveJobAlert } from '../api/jobseeker-home-api';

/** 'Get job alerts for this search' on /jobs: saves the board's search as an alert; signed out, a sign-up link. */
export function JobAlertButton({ signedIn, query, filters }: { signedIn: boolean; query: string; filters: FilterValues }) {
  const queryClient = useQueryClient();
  const searchKey = JSON.stringify([query, filters]);
  // 'Alert saved' belongs to the search it was saved for: a new search offers the button afresh.
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => saveJobAlert(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeKeys.alerts }),
  });

  if (!signedIn) {
    return (
      <p className="job-alert-action">
        <Link to="/signup">Sign up to get job alerts</Link>
      </p>
    );
  }
  const saved = savedFor === searchKey;
  return (
    <p className="job-alert-action">
      <button type="button" disabled={save.isPending || saved} onClick={() => save.mutate(alertBodyOf(query, filters), { onSuccess: () => setSavedFor(searchKey) })}>
        Get job alerts for this search
      </button>{' '}
      {saved && <span role="status">Alert saved</span>}
      {save.isError && !saved && <span role="alert">{save.error.message}</span>}
    </p>
  );
}
