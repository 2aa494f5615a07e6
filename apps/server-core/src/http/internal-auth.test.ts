import { describe, expect, it } from 'vitest';
import { isInternalSecret } from './internal-auth';

describe('isInternalSecret', () => {
  const secret = 's3cret-value';

  it('accepts exactly the secret as a bearer token', () => {
    expect(isInternalSecret(`Bearer ${secret}`, secret)).toBe(true);
    expect(isInternalSecret(`bearer ${secret}`, secret)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['the secret without the Bearer scheme', secret],
    ['a prefix of the secret', 'Bearer s3cret'],
    ['the secret with more after it', `Bearer ${secret}x`],
    ['another value of the same length', `Bearer ${'x'.repeat(secret.length)}`],
    ['the secret in another case', `Bearer ${secret.toUpperCase()}`],
  ])('refuses %s', (_case, header) => {
    expect(isInternalSecret(header, secret)).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(isInternalSecret('Bearer ', '')).toBe(false);
    expect(isInternalSecret('Bearer x', '')).toBe(false);
  });
});
