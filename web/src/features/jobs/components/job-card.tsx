import { formatEsop, formatExperience, formatPay } from '@startupsetu/server-core/contract/job-fields';
import { Link } from '@tanstack/react-router';
import { Chips } from '../../../components/chips';
import { OrgLogo } from '../../../components/org-logo';
import type { Job } from '../api/jobs-api';
import { JOB_STATUS_LABELS, jobFacts } from '../job-facts';

/** What a job's card and page say about its terms: pay, ESOPs and experience, those it gives. */
export const jobTerms = (job: Job) => [formatPay(job), formatEsop(job), formatExperience(job)].filter(Boolean).join(' · ');

/**
 * A job in a list: its title (the link to its page), its startup, kind, workplace and city, its
 * terms and skills; 'Saved' when the signed-in viewer saved it, and its status when it is not open.
 */
export function JobCard({ job, signedIn, headingLevel = 2 }: { job: Job; signedIn: boolean; headingLevel?: 2 | 3 }) {
  const terms = jobTerms(job);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="job-card">
      <div className="job-card-head">
        <OrgLogo name={job.startup.name} logo={job.startup.logo} />
        <div className="job-card-text">
          <Heading className="job-card-title">
            <Link to="/jobs/$jobId" params={{ jobId: job._id }}>
              {job.title}
            </Link>
          </Heading>
          <p className="job-card-startup">{job.startup.name}</p>
        </div>
      </div>
      <p className="job-card-facts">{jobFacts(job)}</p>
      {terms && <p className="job-card-terms">{terms}</p>}
      {job.skills.length > 0 && <Chips items={job.skills} />}
      {(job.status !== 'published' || (signedIn && job.viewer.saved)) && (
        <p className="job-card-tags">
          {job.status !== 'published' && <span className="job-tag job-tag-status">{JOB_STATUS_LABELS[job.status]}</span>}
          {signedIn && job.viewer.saved && <span className="job-tag">Saved</span>}
        </p>
      )}
    </article>
  );
}
