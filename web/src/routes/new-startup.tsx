import { Link } from '@tanstack/react-router';
import { NewStartupForm } from '../features/startups/components/new-startup-form';
import { getSession } from '../lib/session';
import '../features/startups/startups.css';

/** Hustlers create startups (the server refuses anyone else too). */
export function NewStartupPage() {
  const isHustler = getSession()?.role === 'Hustler';
  return (
    <main className="page startups-page">
      {isHustler ? (
        <NewStartupForm />
      ) : (
        <>
          <h1>Create a Startup</h1>
          <p>Only Hustlers can create startups.</p>
          <p>
            <Link to="/startups">See every startup</Link>
          </p>
        </>
      )}
    </main>
  );
}
