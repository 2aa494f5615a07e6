// The landing page's hand-over from its boot script (src/landing-boot.ts) to React
// (app/render-landing.tsx). No React here: the boot script imports it.

let takenOver = false;
const waiting = new Set<() => void>();

/** React has hydrated the page: its buttons answer from now on. */
export function markTakenOver(): void {
  if (takenOver) return;
  takenOver = true;
  for (const run of waiting) run();
  waiting.clear();
}

/** Runs `run` once React has taken the page over (at once if it has). */
export function whenTakenOver(run: () => void): void {
  if (takenOver) run();
  else waiting.add(run);
}
