import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ReportButton } from '../../../entities/report/report-button';
import { jobKeys } from '../api/jobs-api';

/** 'Report job' ('Fake job', 'Asks for money', …): once reported, the job leaves the reporter's screens, its page included. */
export function ReportJobButton({ jobId }: { jobId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <ReportButton
      target={{ type: 'job', id: jobId }}
      label="Report job"
      className="job-report"
      onReported={() => {
        void navigate({ to: '/jobs' }).then(() => {
          queryClient.removeQueries({ queryKey: jobKeys.job(jobId) });
          void queryClient.invalidateQueries({ queryKey: jobKeys.all });
        });
      }}
    />
  );
}
