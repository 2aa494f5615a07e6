// The longest delay setTimeout keeps (about 24.8 days); a later moment is reached in several steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Runs `run` at the moment `at` (ms), however far off (a 31-day token outlives one timer); answers a cancel. */
export function runAt(at: number, run: () => void): () => void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const wait = at - Date.now();
    if (wait <= 0) {
      run();
      return;
    }
    timer = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
