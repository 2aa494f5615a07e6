import { describe, expect, it } from 'vitest';
import { startEachInItsOwnTask, yieldToMain } from './yield-to-main';

describe('startEachInItsOwnTask', () => {
  it('starts the first at once and each other in a task of its own, without waiting for the ones before', async () => {
    const happened: string[] = [];
    const releases: (() => void)[] = [];
    const starts = startEachInItsOwnTask(['a', 'b', 'c'], (item) => {
      happened.push(item);
      // Work queued by a start runs before the next start: that one is in a later task.
      queueMicrotask(() => happened.push(`${item} done starting`));
      return new Promise<string>((resolve) => releases.push(() => resolve(item.toUpperCase())));
    });

    await Promise.resolve();
    expect(happened).toEqual(['a']);
    await yieldToMain();
    expect(happened).toEqual(['a', 'a done starting', 'b', 'b done starting', 'c', 'c done starting']);

    // None had finished when the next started: they run side by side.
    releases.forEach((release) => release());
    expect(await Promise.all(starts)).toEqual(['A', 'B', 'C']);
  });
});
