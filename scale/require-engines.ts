// vitest globalSetup of the "scale" project: the suite needs real PostgreSQL and Redis, and refuses
// to run without them rather than reporting skipped tests that are easy to mistake for a pass.
import { missingEngines } from './support/scale-environment';

export default function requireEngines(): void {
  const notice = missingEngines();
  if (notice) throw new Error(notice);
}
