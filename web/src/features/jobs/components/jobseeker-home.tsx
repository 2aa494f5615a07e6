import { APPLICATION_STATUS_LABELS } from '@startupsetu/server-core/contract/application-fields';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { forYouOptions, HOME_LIMIT, recentApplicationsOptions } from '../api/jobseeker-home-api';
import { jobsOf, savedJobsOptions } from '../api/jobs-api';
import { JobAlertsList } from './job-alerts-list';
import { JobCard } from './job-card';
import '../jobs.css';

/** The Job Seeker dashboard's home (DESIGN §7.3): jobs for them, their applications, saved jobs and job alerts. */
export function JobseekerHome() {
  const forYou = useQuery(forYouOptions());
  const applications = useQuery(recentApplicationsOptions());
  const saved = useInfiniteQuery(savedJobsOptions());
  const savedJobs = jobsOf(saved.data?.pages)?.slice(0, HOME_LIMIT);

  return (
    <div className="jobseeker-home">
      <section aria-labelledby="home-for-you">
        <h2 id="home-for-you">Jobs for you</h2>
        {forYou.isError && <p role="alert">Failed to fetch jobs</p>}
        {forYou.data?.length === 0 && <p>No open jobs yet.</p>}
        {forYou.data?.map(({ job, reason }) => (
          <div key={job._id} className="for-you-job">
            <JobCard job={job} signedIn headingLevel={3} />
            <p className="for-you-reason">{reason}</p>
          </div>
        ))}
        <p>
          <Link to="/jobs">See all jobs</Link>
        </p>
      </section>

      <section aria-labelledby="home-applications">
        <h2 id="home-applications">Your applications</h2>
        {applications.isError && <p role="alert">Failed to fetch your applications</p>}
        {applications.data?.length === 0 && <p>You have not applied for a job yet.</p>}
        {applications.data && applications.data.length > 0 && (
          <ul className="home-list">
            {applications.data.map((application) => (
              <li key={application._id}>
                <Link to="/jobs/$jobId" params={{ jobId: application.job._id }}>
                  {application.job.title}
                </Link>{' '}
                at {application.job.startup.name} · {APPLICATION_STATUS_LABELS[application.status]}
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href="/applications">All your applications</a>
        </p>
      </section>

      <section aria-labelledby="home-saved">
        <h2 id="home-saved">Saved jobs</h2>
        {saved.isError && <p role="alert">Failed to fetch your saved jobs</p>}
        {savedJobs?.length === 0 && <p>No saved jobs yet.</p>}
        {savedJobs && savedJobs.length > 0 && (
          <ul className="home-list">
            {savedJobs.map((job) => (
              <li key={job._id}>
                <Link to="/jobs/$jobId" params={{ jobId: job._id }}>
                  {job.title}
                </Link>{' '}
                at {job.startup.name}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/jobs/saved">All saved jobs</Link>
        </p>
      </section>

      <JobAlertsList />
    </div>
  );
}
