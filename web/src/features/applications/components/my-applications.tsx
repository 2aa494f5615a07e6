import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListStates } from '../../../components/list-states';
import { applicationsOf, myApplicationsOptions } from '../api/applications-api';
import { ApplicationCard } from './application-card';
import '../applications.css';

const TEXTS = {
  empty: 'You have not applied for any jobs yet. Find one on the job board and apply from its page.',
  failure: { text: 'Failed to fetch your applications' },
};

/** /applications: the signed-in user's applications, newest first, each with where it stands and when it got there. */
export function MyApplications() {
  const list = useInfiniteQuery(myApplicationsOptions());
  return (
    <main className="page applications-page">
      <div className="applications-heading">
        <h1>Your Applications</h1>
        <Link to="/jobs">Find jobs</Link>
      </div>
      <ListStates
        list={list}
        items={applicationsOf(list.data?.pages)}
        narrowed={false}
        texts={TEXTS}
        itemKey={(application) => application._id}
        renderItem={(application) => <ApplicationCard application={application} />}
      />
    </main>
  );
}
