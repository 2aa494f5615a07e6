import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { runPeriodically } from './periodic-task';

/** A task whose runs are counted and each held until `release` is called. */
function heldTask() {
  const releases: Array<() => void> = [];
  const task = vi.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
  return { task, release: () => releases.shift()?.() };
}

describe('runPeriodically', () => {
  it('starts its first run when the app is ready without making the start wait for it', async () => {
    const app = Fastify();
    const { task, release } = heldTask();
    runPeriodically(app, 'test', 60_000, task);
    await app.ready();
    expect(task).toHaveBeenCalledTimes(1);
    release();
    await app.close();
  });

  it('never starts a run while one is under way, and closing waits for it', async () => {
    const app = Fastify();
    const { task, release } = heldTask();
    runPeriodically(app, 'test', 5, task);
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(task).toHaveBeenCalledTimes(1);

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('logs a failed run and runs again at the next interval', async () => {
    const app = Fastify();
    const task = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(undefined);
    const warn = vi.spyOn(app.log, 'warn');
    runPeriodically(app, 'sweep things', 5, task);
    await app.ready();
    await vi.waitFor(() => expect(task.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'could not sweep things');
    await app.close();
  });
});
