import { describe, expect, it } from 'vitest';
import { validateCredentials } from './validate-credentials';

describe('validateCredentials', () => {
  it('accepts an email and a password', () => {
    expect(validateCredentials(' asha@example.in ', 'secret')).toEqual({});
  });

  it('asks for a missing email and password', () => {
    expect(validateCredentials('  ', '')).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('rejects an email without a domain', () => {
    expect(validateCredentials('asha@', 'secret').email).toBe('Please enter a valid email address');
    expect(validateCredentials('asha example.in', 'secret').email).toBe('Please enter a valid email address');
  });
});

describe('validateCredentials for a new password (sign-up)', () => {
  it("applies the server's length and email rules in its words", () => {
    const asNew = { newPassword: true };
    expect(validateCredentials('asha@example.in', 'short', asNew).password).toBe('Password must be at least 8 characters');
    expect(validateCredentials('asha@example.in', 'p'.repeat(129), asNew).password).toBe('Password must be at most 128 characters');
    expect(validateCredentials('asha@example.in', 'ASHA@example.in', asNew).password).toBe('Password must not be your email');
    expect(validateCredentials('asha@example.in', 'a good passphrase', asNew)).toEqual({});
  });

  it('leaves sign-in alone: any password goes to the server', () => {
    expect(validateCredentials('asha@example.in', 'short')).toEqual({});
  });
});
