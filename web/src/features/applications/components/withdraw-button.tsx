import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { withdrawApplication, type Application } from '../api/applications-api';
import { useApplicationChange } from '../hooks/use-application-change';

const FALLBACKS = { failed: 'Failed to withdraw your application', network: 'You are offline. Connect to withdraw your application.' };

/** 'Withdraw', asked once more before it is done: a withdrawn application cannot be sent again. */
export function WithdrawButton({ application }: { application: Application }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useApplicationChange(withdrawApplication, FALLBACKS);
  const keep = useRef<HTMLButtonElement>(null);
  // 'Withdraw' is gone once asked: the keyboard lands on the safe answer.
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);

  function confirm() {
    withdraw.mutate(application._id, {
      onSuccess: () => {
        setConfirming(false);
        // The job's page shows how the application stands (the jobs feature's reads, under 'jobs').
        void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      },
    });
  }

  return (
    <div className="application-withdraw">
      {confirming ? (
        <div role="group" aria-label="Withdraw this application?">
          <p>Withdraw your application for {application.job.title}? You cannot apply for this job again.</p>
          <div className="application-actions">
            <button type="button" className="application-danger" disabled={withdraw.isPending} onClick={confirm}>
              {withdraw.isPending ? 'Withdrawing...' : 'Yes, withdraw'}
            </button>
            <button ref={keep} type="button" disabled={withdraw.isPending} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)}>
          Withdraw
        </button>
      )}
      {withdraw.error && (
        <p className="form-error" role="alert">
          {withdraw.error}
        </p>
      )}
    </div>
  );
}
