import { describe, expect, it } from 'vitest';
import { JUST_READ_MS, readJustNowHere } from './query-client';

describe('readJustNowHere', () => {
  const appStartedAt = 1_000_000;
  const now = appStartedAt + 60_000;

  it('is true for a read this page made under JUST_READ_MS ago', () => {
    expect(readJustNowHere(now - 10, now, appStartedAt)).toBe(true);
  });

  it('is false for an older read of this page', () => {
    expect(readJustNowHere(now - JUST_READ_MS, now, appStartedAt)).toBe(false);
  });

  it('is false for a copy restored from the device, however young: it was read before this page started', () => {
    expect(readJustNowHere(appStartedAt - 1, appStartedAt + 100, appStartedAt)).toBe(false);
  });
});
