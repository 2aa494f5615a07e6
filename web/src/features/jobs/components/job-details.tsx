import { formatEsop, formatExperience, formatPay } from '@startupsetu/server-core/contract/job-fields';
import { Link } from '@tanstack/react-router';
import { Chips } from '../../../components/chips';
import { OrgLogo } from '../../../components/org-logo';
import { shortDate } from '../../../lib/date-format';
import type { Job } from '../api/jobs-api';
import { jobFacts, replyRateText } from '../job-facts';
import { JobAdminBar } from './job-admin-bar';
import { JobApplyArea } from './job-apply-area';

/**
 * A job's page: its title, startup, kind, workplace and city; for its startup's people its status
 * and actions, for anyone else a word when it is closed; its terms, skills, the startup's reply
 * rate, where to apply, and its description.
 */
export function JobDetails({ job }: { job: Job }) {
  const posted = job.publishedAt ? new Date(job.publishedAt) : null;
  const terms: Array<[string, string | null]> = [
    ['Pay', formatPay(job)],
    ['ESOPs', formatEsop(job)],
    ['Experience', formatExperience(job)],
    ['Posted', posted && !Number.isNaN(posted.getTime()) ? shortDate(posted) : null],
  ];
  const replyRate = replyRateText(job.replyRate);
  return (
    <article className="job-details">
      <header className="job-details-header">
        <OrgLogo name={job.startup.name} logo={job.startup.logo} size="large" />
        <div className="job-details-identity">
          <h1>{job.title}</h1>
          <p className="job-details-startup">
            <Link to="/startups/$slug" params={{ slug: job.startup.slug }}>
              {job.startup.name}
            </Link>
          </p>
          <p className="job-card-facts">{jobFacts(job)}</p>
        </div>
      </header>
      {job.viewer.isMember ? (
        <JobAdminBar job={job} />
      ) : (
        job.status === 'closed' && <p className="job-closed">This job is closed</p>
      )}
      <dl className="job-terms">
        {terms
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="job-term">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {replyRate && <p className="job-reply-rate">{replyRate}</p>}
      {job.skills.length > 0 && (
        <section aria-labelledby="job-skills">
          <h2 id="job-skills">Skills</h2>
          <Chips items={job.skills} />
        </section>
      )}
      <JobApplyArea job={job} />
      {job.description && (
        <section aria-labelledby="job-about">
          <h2 id="job-about">About the job</h2>
          <p className="job-description">{job.description}</p>
        </section>
      )}
    </article>
  );
}
