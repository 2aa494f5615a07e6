import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once when the app is ready and then every `everyMs` until it closes (the timer never
 * keeps the process alive). A failure is logged as a warning with `what` and tried again next time.
 */
export function runPeriodically(app: FastifyInstance, what: string, everyMs: number, task: () => Promise<unknown>): void {
  async function runOnce() {
    try {
      await task();
    } catch (error) {
      app.log.warn({ err: error }, `could not ${what}`);
    }
  }
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await runOnce();
    timer = setInterval(() => void runOnce(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
