import { describe, expect, it } from 'vitest';
import { fakeToken } from '../../testing/fake-token';
import { issuedAt, needsRenewal } from './token-renewal';

const now = Date.parse('2026-11-26T12:00:00Z');
const HOUR = 3_600_000;
const tokenIssued = (msAgo: number) => fakeToken({ sub: 'u1', sid: 's1', iat: Math.floor((now - msAgo) / 1000), exp: 0 });

describe('when the page renews its token', () => {
  it('reads when the token was issued', () => {
    expect(issuedAt(tokenIssued(HOUR))).toBe(now - HOUR);
  });

  it('keeps a token up to a day old', () => {
    expect(needsRenewal(tokenIssued(0), now)).toBe(false);
    expect(needsRenewal(tokenIssued(23 * HOUR), now)).toBe(false);
    expect(needsRenewal(tokenIssued(24 * HOUR), now)).toBe(false);
  });

  it('renews a token more than a day old', () => {
    expect(needsRenewal(tokenIssued(24 * HOUR + 1000), now)).toBe(true);
    expect(needsRenewal(tokenIssued(30 * 24 * HOUR), now)).toBe(true);
  });

  it('leaves a token it cannot read to the server to judge', () => {
    expect(issuedAt('not-a-token')).toBeNull();
    expect(needsRenewal('not-a-token', now)).toBe(false);
    expect(needsRenewal(fakeToken({ sub: 'u1' }), now)).toBe(false);
    expect(needsRenewal('a.%%%.c', now)).toBe(false);
  });
});
