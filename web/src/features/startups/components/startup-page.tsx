import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client';
import { startupOptions } from '../api/startups-api';
import { StartupProfile } from './startup-profile';
import '../startups.css';

/** /startups/$slug: the startup, or why it cannot be shown. */
export function StartupPage({ slug }: { slug: string }) {
  const startup = useQuery(startupOptions(slug));
  return (
    <main className="page startups-page">
      {startup.data ? (
        <StartupProfile startup={startup.data} />
      ) : startup.isError ? (
        <div className="startup-failure" role="alert">
          {startup.error instanceof ApiError && startup.error.status === 404 ? (
            <>
              <h1>Startup not found</h1>
              <p>
                <Link to="/startups">See every startup</Link>
              </p>
            </>
          ) : (
            <>
              <p>Failed to fetch the startup</p>
              <button type="button" onClick={() => void startup.refetch()}>
                Try again
              </button>
            </>
          )}
        </div>
      ) : (
        <p role="status">Loading...</p>
      )}
    </main>
  );
}
