/**
 * Resolves in a task of its own: work split by it lets the browser draw and answer a tap in
 * between, where one long task would hold the page still (a phone runs the app's start for
 * hundreds of milliseconds).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts `start` for each item, the first at once and each other in a task of its own: all are
 * queued now, so they still run side by side (reads), but each start's milliseconds on a phone
 * (a cache entry, a request) are not added into one long task.
 */
export function startEachInItsOwnTask<T, R>(items: readonly T[], start: (item: T) => Promise<R>): Promise<R>[] {
  return items.map((item, index) => (index === 0 ? Promise.resolve() : yieldToMain()).then(() => start(item)));
}
