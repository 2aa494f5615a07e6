import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` when the app is ready and then every `everyMs` until it closes (the timer never keeps
 * the process alive). The first run is not awaited: a sweep over many rows must not delay the
 * service's start. Runs never overlap (a tick while one is under way waits for the next), and
 * closing waits for the run under way. A failure is logged as a warning with `what` and tried
 * again next time.
 */
export function runPeriodically(app: FastifyInstance, what: string, everyMs: number, task: () => Promise<unknown>): void {
  let running: Promise<void> | undefined;
  function runOnce() {
    running ??= Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => app.log.warn({ err: error }, `could not ${what}`),
      )
      .finally(() => {
        running = undefined;
      });
  }
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    runOnce();
    timer = setInterval(runOnce, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
