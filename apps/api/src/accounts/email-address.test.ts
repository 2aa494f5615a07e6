import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it.each(['a@example.com', 'first.last+tag@sub.example.co.in'])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each(['', 'plain', 'a@', '@example.com', 'a b@example.com', `${'a'.repeat(250)}@example.com`])(
    'rejects %j',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
    },
  );
});
