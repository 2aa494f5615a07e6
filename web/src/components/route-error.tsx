import type { ErrorComponentProps } from '@tanstack/react-router';

/** Spec §8: a lazily loaded part that fails to load gets a loading-failed message. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <main className="page" role="alert">
      <h1>{chunkFailed ? 'This page failed to load.' : 'Unexpected Application Error!'}</h1>
      <p>{chunkFailed ? 'Check your connection and try again.' : error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={() => (chunkFailed ? window.location.reload() : reset())}>
        Try again
      </button>
    </main>
  );
}
