/**
 * Resolves in a task of its own: work split by it lets the browser draw and answer a tap in
 * between, where one long task would hold the page still (a phone runs the app's start for
 * hundreds of milliseconds).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
