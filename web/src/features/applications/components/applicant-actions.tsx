import { APPLICATION_STATUS_LABELS, FINAL_APPLICATION_STATUSES, PIPELINE_STATUSES, type ApplicationStatus, type PipelineStatus } from '@startupsetu/server-core/contract/application-fields';
import { useId, useState } from 'react';
import { moveApplication, type Application, type Move } from '../api/applications-api';
import { useApplicationChange } from '../hooks/use-application-change';
import { RejectForm } from './reject-form';

const FALLBACKS = { failed: 'Failed to move the application', network: 'You are offline. Connect to move the application.' };

/** Each open status's usual next step, as its button says it. */
const NEXT_STEP: Partial<Record<ApplicationStatus, { to: PipelineStatus; label: string }>> = {
  applied: { to: 'shortlisted', label: 'Shortlist' },
  shortlisted: { to: 'interviewing', label: 'Move to interviewing' },
  interviewing: { to: 'offered', label: 'Make an offer' },
  offered: { to: 'hired', label: 'Mark as hired' },
};

const FINAL_TEXT: Partial<Record<ApplicationStatus, string>> = {
  hired: 'Hired: this application is final.',
  rejected: 'Not selected: this application is final.',
  withdrawn: 'The applicant withdrew this application.',
};

/**
 * What a startup's member does with an application: its next step in one tap, a move to any other
 * open status, or a rejection with a reason. A final one only says so.
 */
export function ApplicantActions({ application, applicantName }: { application: Application; applicantName: string }) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const others = PIPELINE_STATUSES.filter((status) => status !== application.status && status !== 'rejected');
  const [picked, setTarget] = useState<PipelineStatus>(others[0]!);
  // The status picked before a move may be the one it has now.
  const target = others.includes(picked) ? picked : others[0]!;
  const move = useApplicationChange((change: Move) => moveApplication(application._id, change), FALLBACKS);
  const busy = move.isPending;

  if (FINAL_APPLICATION_STATUSES.includes(application.status)) {
    return <p className="applicant-final">{FINAL_TEXT[application.status]}</p>;
  }
  const next = NEXT_STEP[application.status];
  const error = move.error && (
    <p className="form-error" role="alert">
      {move.error}
    </p>
  );
  if (rejecting) {
    return (
      <>
        <RejectForm applicantName={applicantName} busy={busy} onCancel={() => setRejecting(false)} onReject={(change) => move.mutate(change)} />
        {error}
      </>
    );
  }
  return (
    <div className="applicant-moves">
      <div className="applicant-actions">
        {next && (
          <button type="button" className="button-primary" disabled={busy} onClick={() => move.mutate({ status: next.to })}>
            {next.label}
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => setRejecting(true)}>
          Reject
        </button>
      </div>
      <div className="applicant-move-to">
        <label htmlFor={`${id}-move`}>Move to</label>
        <select id={`${id}-move`} value={target} disabled={busy} onChange={(event) => setTarget(event.target.value as PipelineStatus)}>
          {others.map((status) => (
            <option key={status} value={status}>
              {APPLICATION_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <button type="button" disabled={busy} onClick={() => move.mutate({ status: target })}>
          {busy ? 'Moving...' : 'Move'}
        </button>
      </div>
      {error}
    </div>
  );
}
