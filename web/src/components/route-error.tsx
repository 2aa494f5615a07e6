import type { ErrorComponentProps } from '@tanstack/react-router';
import { LoadFailed } from './load-failed';

/** Spec §8: a route whose script fails to load says so; anything else is the default error page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  if (chunkFailed) return <LoadFailed />;
  return (
    <main className="page" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={() => reset()}>
        Try again
      </button>
    </main>
  );
}
