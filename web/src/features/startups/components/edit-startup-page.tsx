import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { startupOptions } from '../api/startups-api';
import { DpiitSection } from './dpiit-section';
import { EditStartupForm } from './edit-startup-form';
import '../startups.css';

/** /startups/$slug/edit: the edit form and DPIIT recognition for the startup's active admins; anyone else is told why not. */
export function EditStartupPage({ slug }: { slug: string }) {
  const startup = useQuery(startupOptions(slug));
  const viewerId = getSession()?.userId;

  let body;
  if (startup.data) {
    const own = startup.data.members.find((member) => member.user._id === viewerId);
    body =
      own?.role === 'admin' && own.status === 'active' ? (
        <>
          <EditStartupForm startup={startup.data} />
          <DpiitSection startup={startup.data} />
        </>
      ) : (
        <div className="startup-refusal">
          <h1>Edit Startup</h1>
          <p>Only the startup&apos;s admins can edit it.</p>
          <p>
            <Link to="/startups/$slug" params={{ slug }}>
              Back to {startup.data.name}
            </Link>
          </p>
        </div>
      );
  } else if (startup.isError) {
    const missing = startup.error instanceof ApiError && startup.error.status === 404;
    body = (
      <div className="startup-failure" role="alert">
        {missing ? <h1>Startup not found</h1> : <p>Failed to fetch the startup</p>}
        {missing ? (
          <p>
            <Link to="/startups">See every startup</Link>
          </p>
        ) : (
          <button type="button" onClick={() => void startup.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  } else {
    body = <p role="status">Loading...</p>;
  }
  return <main className="page startups-page">{body}</main>;
}
