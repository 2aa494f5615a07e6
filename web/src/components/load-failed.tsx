/** Spec §8: a lazily loaded part that fails to load gets a loading-failed message. */
export function LoadFailed() {
  return (
    <main className="page" role="alert">
      <h1>This page failed to load.</h1>
      <p>Check your connection and try again.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
