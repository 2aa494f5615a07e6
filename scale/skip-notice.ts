// vitest globalSetup of the "scale" project: says plainly when the suite will skip itself, since a
// row of skipped tests is easy to mistake for a pass.
import { scaleEnvironment, skipNotice } from './support/scale-environment';

export default function announceSkip(): void {
  if (!scaleEnvironment()) console.warn(`\n${skipNotice()}\n`);
}
