import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteJobAlert, homeKeys, jobAlertsOptions } from '../api/jobseeker-home-api';

/** The caller's job alerts, each a link to its search on /jobs, with Delete. */
export function JobAlertsList() {
  const queryClient = useQueryClient();
  const alerts = useQuery(jobAlertsOptions());
  const remove = useMutation({
    mutationFn: deleteJobAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeKeys.alerts }),
  });

  return (
    <section aria-labelledby="home-alerts">
      <h2 id="home-alerts">Job alerts</h2>
      <p>We tell you of new jobs matching an alert at most once a day.</p>
      {alerts.isError && <p role="alert">Failed to fetch your job alerts</p>}
      {remove.isError && <p role="alert">Could not delete the alert</p>}
      {alerts.data?.length === 0 && <p>No job alerts yet: save one from a search on the jobs page.</p>}
      {alerts.data && alerts.data.length > 0 && (
        <ul className="home-list">
          {alerts.data.map((alert) => (
            <li key={alert._id}>
              <a href={alert.search ? `/jobs?${alert.search}` : '/jobs'}>{alert.label}</a>{' '}
              <button type="button" aria-label={`Delete alert ${alert.label}`} disabled={remove.isPending} onClick={() => remove.mutate(alert._id)}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
